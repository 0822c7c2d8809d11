import type { Locale } from '@/lib/domain/money';
import { formatAnyOf } from '@/lib/i18n/config';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

export type Messages = typeof pt;

type Tree = { [key: string]: string | Tree };

function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? merge(b, v) : v;
  }
  return out;
}

/** Portuguese first; a key missing in one language falls back to the other (English for pt). */
export const messagesByLocale: Record<Locale, Messages> = {
  pt: merge(en as Tree, pt as Tree) as Messages,
  en: merge(pt as Tree, en as Tree) as Messages,
};

/** Looks up a dotted key such as `validation.required`; unknown keys come back unchanged. */
export function translateKey(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined),
      messagesByLocale[locale],
    );
  if (typeof found !== 'string') return key;
  return found.replace(/\{(\w+)\}/g, (m, name: string) =>
    name in values ? String(values[name]) : m,
  );
}

/** The dotted path of every text of messages/ ('cart.notFound', 'orders.status.pending'). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Messages>;

/** Alternatives named in the reader's language: 'JPG, PNG ou WEBP'. */
export type ListValue = { readonly anyOf: readonly string[] };

/** A placeholder's value; a nested message or a list is rendered in the same language first. */
export type MessageValues = Record<string, string | number | Message | ListValue>;

/**
 * A text not yet in a language: what services return and throw (ARCHITECTURE.md item 4,
 * ADR 0020k). Route handlers, pages and e-mail templates render it for their reader.
 */
export type Message = { readonly key: MessageKey; readonly values?: MessageValues };

/** `message('cart.outOfStock', { name })`: a Message, values left out when there are none. */
export const message = (key: MessageKey, values?: MessageValues): Message =>
  values ? { key, values } : { key };

/** A key or a Message, as a Message. */
export const asMessage = (text: MessageKey | Message): Message =>
  typeof text === 'string' ? { key: text } : text;

/** A key stored as data (a charge's answer, a validation issue's message), once checked. */
export function isMessageKey(key: string): key is MessageKey {
  return translateKey('pt', key) !== key;
}

/** A Message in `locale`, nested values first. */
export function renderMessage(locale: Locale, text: MessageKey | Message): string {
  const { key, values } = asMessage(text);
  if (!values) return translateKey(locale, key);
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    plain[name] =
      typeof value !== 'object'
        ? value
        : 'anyOf' in value
          ? formatAnyOf(locale, value.anyOf)
          : renderMessage(locale, value);
  return translateKey(locale, key, plain);
}

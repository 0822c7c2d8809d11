import type { Locale } from '@/lib/domain/money';
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

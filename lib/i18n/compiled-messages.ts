import compile from 'icu-minify/compile';
import type { Locale } from '@/lib/domain/money';
import { messagesByLocale, type Messages } from '@/lib/i18n/messages';

type Compiled = ReturnType<typeof compile>;
export type CompiledMessages = { [key: string]: Compiled | CompiledMessages };
type Tree = { [key: string]: string | Tree };

/**
 * A message compiled; one whose escapes compiled away ("'{'" is "{"), or that is not ICU, is kept
 * in an array, so that it is never mistaken for a message as written (lib/i18n/format-message.mjs).
 */
function compileMessage(written: string): Compiled {
  let compiled: Compiled;
  try {
    // icu-minify builds plural and select branches on null-prototype objects, which React cannot
    // pass to a client component: the same value as plain JSON.
    compiled = JSON.parse(JSON.stringify(compile(written))) as Compiled;
  } catch {
    // Not ICU ('Bearer <chave>' is text, not a tag): shown as written, as translateKey does.
    return [written];
  }
  return typeof compiled === 'string' && compiled !== written ? [compiled] : compiled;
}

/**
 * E-mail templates ('recoveryEmailText', 'emailSubject'): only the server's mail (lib/mail) reads
 * them, so they are left out of what the browser receives.
 */
export const SERVER_ONLY_MESSAGE = /(?:^e|E)mail(?:Subject|Text)$/;

function compileTree(tree: Tree): CompiledMessages {
  return Object.fromEntries(
    Object.entries(tree)
      .filter(([key]) => !SERVER_ONLY_MESSAGE.test(key))
      .map(([key, value]) => [
        key,
        typeof value === 'string' ? compileMessage(value) : compileTree(value),
      ]),
  );
}

const cache = new Map<string, CompiledMessages>();

/**
 * One namespace of `locale`'s messages compiled ahead of time (icu-minify, as next-intl's
 * `precompile` does at build time), for the browser: its formatter is icu-minify's 650-byte one
 * instead of intl-messageformat and its ICU parser (docs/adr/0027). A message without arguments
 * stays the same string. Messages are fixed per build, so each namespace is compiled once.
 */
export function compiledNamespace(locale: Locale, namespace: keyof Messages): CompiledMessages {
  const key = `${locale}:${namespace}`;
  let found = cache.get(key);
  if (!found) {
    found = compileTree(messagesByLocale[locale][namespace] as Tree);
    cache.set(key, found);
  }
  return found;
}

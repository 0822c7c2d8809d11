import { messagesByLocale } from '@/lib/i18n/messages';

/** The dotted keys (`blog.title`) that have no text in the messages (pt and en share keys). */
export function missingMessages(keys: Iterable<string>): string[] {
  return [...keys].filter(
    (key) =>
      typeof key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)?.[part],
          messagesByLocale.pt,
        ) !== 'string',
  );
}

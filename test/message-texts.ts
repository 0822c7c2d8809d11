/**
 * The texts of messages/*.json as the tests that look for Portuguese in English answers and pages
 * read them (app/api/english-answers.test.ts, e2e/english.spec.ts).
 */
export type MessageTree = { [key: string]: string | MessageTree };

/** Every message with its dotted key. */
export const flatMessages = (tree: MessageTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[`${prefix}${k}`, v] as [string, string]]
      : flatMessages(v, `${prefix}${k}.`),
  );

/** A message's literal pieces between its placeholders (plain or ICU plural, braces balanced). */
export function messageParts(message: string): string[] {
  const out = [''];
  for (let i = 0, depth = 0; i < message.length; i++) {
    const c = message[i]!;
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) out.push('');
    else if (depth === 0) out[out.length - 1] += c;
  }
  return out;
}

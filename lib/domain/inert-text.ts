/**
 * A visitor's free text made safe to put in one of the store's e-mails: plain text that no mail
 * program turns into a link. Schemes lose their colon (`https[:]//`) and every dot between two
 * letters of a name is bracketed (`loja[.]example`, `www[.]x[.]com`), so neither a URL, a bare
 * domain nor an e-mail address is clickable; control characters other than line breaks go.
 * Markup stays the literal text it is: the e-mails are text/plain, never HTML.
 */
export function inertText(text: string): string {
  return text
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060-\u2064]/g, '')
    .replace(/([a-z][a-z0-9+.-]*):(?=\/\/)/gi, '$1[:]')
    .replace(/\b(mailto|tel|sms|data|javascript):/gi, '$1[:]')
    .replace(/([\p{L}\p{N}_-])\.(?=[\p{L}\p{N}-]*\p{L})/gu, '$1[.]');
}

/** inertText on one line (a name in a subject): line breaks become spaces. */
export const inertLine = (text: string): string => inertText(text.replace(/\s+/g, ' ')).trim();

/** A visitor's message quoted line by line, so it reads as theirs, not the store's. */
export const quoted = (text: string): string =>
  inertText(text.replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');

/**
 * The texts a typed error carries to a shopper come from messages/ (issue 25 item 7): a literal
 * thrown by the server code must be a messages/ key (withRoute renders it in the request's
 * language); a text rendered by the thrower comes from translateKey with ctx.locale.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translateKey } from '@/lib/i18n/messages';

const ROOTS = ['lib/server', 'app/api'];
/** The sandbox's bank: a development tool in the store's language, not the store API. */
const TOOLS = new Set(['lib/server/services/sandbox-bank.ts']);
const TYPED =
  'NotFoundError|ValidationError|UnauthorizedError|ForbiddenError|ConflictError|RateLimitedError|ServiceUnavailableError|PaymentDeclinedError';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ROOTS.flatMap(sources).filter((file) => !TOOLS.has(file));
const isKey = (text: string) => translateKey('pt', text) !== text;

test('the server code is read (the walk found the files)', () => {
  expect(files).toContain('lib/server/http/with-route.ts');
  expect(files.length).toBeGreaterThan(100);
});

test('a typed error thrown with a literal text throws a messages/ key', () => {
  const literal = new RegExp(`new (?:${TYPED})\\(\\s*(['"\`])((?:\\\\.|(?!\\1)[^\\\\])*)\\1`, 'g');
  const found = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(literal)]
      .filter(([, quote, text]) => quote === '`' || !isKey(text!))
      .map(([match]) => `${file}: ${match}`),
  );
  expect(found).toEqual([]);
});

test("a payment's message for the shopper is a messages/ key", () => {
  const messages = /(?:_MESSAGE|message)\s*[:=]\s*\n?\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  const found = files
    .filter((file) => file.startsWith('lib/server/payments/'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(messages)]
        .filter(([, , text]) => !isKey(text!))
        .map(([match]) => `${file}: ${match}`),
    );
  expect(found).toEqual([]);
});

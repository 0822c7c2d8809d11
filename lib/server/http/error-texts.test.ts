/**
 * Services speak in keys, the edge speaks the language (issue 25 item 7, issue 26 item 4, ADR
 * 0020k): a typed error carries a messages/ key (withRoute renders it in the request's
 * language), no code under lib/server but its HTTP edge turns a key into text, and no
 * Portuguese text is written in lib/server at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translateKey } from '@/lib/i18n/messages';

const ROOTS = ['lib/server', 'app/api'];
const TYPED =
  'NotFoundError|ValidationError|UnauthorizedError|ForbiddenError|ConflictError|RateLimitedError|ServiceUnavailableError|PaymentDeclinedError';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ROOTS.flatMap(sources);
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

/**
 * The mappers that build an API answer carrying texts (the cart's errors, a charge's answer, the
 * operator's status labels, the back-office's order lists and inbox items) render them for the
 * caller, like the route wrapper.
 */
const ANSWER_MAPPERS = [
  'lib/server/services/cart-lines.ts',
  'lib/server/services/operator-order-view.ts',
  'lib/server/services/admin-orders.ts',
  'lib/server/services/admin-inbox.ts',
  'lib/server/services/admin-pages.ts',
  'lib/server/payments/view.ts',
];

test('below the HTTP edge, services build no text: they return and throw keys', () => {
  const rendering = /\b(?:translateKey|renderMessage)\(/;
  const found = files.filter(
    (file) =>
      file.startsWith('lib/server/') &&
      !file.startsWith('lib/server/http/') &&
      !ANSWER_MAPPERS.includes(file) &&
      rendering.test(readFileSync(file, 'utf8')),
  );
  expect(found).toEqual([]);
});

/** Data, not text: demo CEP addresses (place names) and the demo catalogue. */
const DATA = ['lib/server/cep/bundled.ts', 'lib/server/db/seed'];

test('no Portuguese text is written in lib/server (place names in data aside)', () => {
  const portuguese = /(['"`])(?:(?!\1)[^\\\n]|\\.)*[ãõçáéíóúâêôà](?:(?!\1)[^\\\n]|\\.)*\1/i;
  const found = files
    .filter((file) => file.startsWith('lib/server/') && !DATA.some((d) => file.startsWith(d)))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line) && portuguese.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
  expect(found).toEqual([]);
});

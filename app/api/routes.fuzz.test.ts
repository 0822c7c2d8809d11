/**
 * Fuzzing every API route with fast-check (issue 25, item 14): each `app/api/**\/route.ts` and each
 * method it exports gets malformed input of every kind a client can send — broken multipart bodies,
 * deeply nested bracket keys, `null` or wrong-typed JSON, NUL bytes in any text, odd path params
 * and queries, unknown stores, foreign or broken credentials. No answer may be a 500, every refusal
 * is an envelope with a message, and no customer data (the CPFs and e-mails sent) reaches a log.
 */
import fc from 'fast-check';
import { formatCPF, generateCPF } from '@brazilian-utils/brazilian-utils';
import { NextRequest } from 'next/server';
import { idRequired, methodNotAvailable } from '@/lib/server/http/methods';
import { loadApiRoutes, type ApiRoute, type RouteHandler } from '@/test/api-routes';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';

// A change the fuzzer makes succeed (a product duplicated by a key with the catalog scope)
// revalidates its cache tags, which needs Next's request scope outside these tests.
// (This mock replaces test/setup.ts's, whose cacheLife and cacheTag it keeps.)
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
  revalidateTag: jest.fn(),
}));
import { sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
let routes: ApiRoute[];
let tokens: { customer: string; portalAdmin: string };
const logged: string[] = [];
const consoleMethods = ['error', 'warn', 'log', 'info', 'debug'] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  routes = await loadApiRoutes();
  tokens = {
    customer: await sessionTokenOf(database.db, 'cliente@exemplo.com.br'),
    portalAdmin: await sessionTokenOf(database.db, 'admin@acme.com.br'),
  };
  for (const name of consoleMethods)
    jest.spyOn(console, name).mockImplementation((...args: unknown[]) => {
      logged.push(
        args
          .map((a) => (a instanceof Error ? `${a.stack} ${inspectError(a)}` : inspect(a)))
          .join(' '),
      );
    });
});
afterAll(async () => {
  jest.restoreAllMocks();
  await database.drop();
});

/** A method the route file defines (not the 405 or 'sem um ID' answer every file shares). */
const isOwn = (handler: RouteHandler) => handler !== methodNotAvailable && handler !== idRequired;

function parseEnvelope(answer: string): { success?: unknown; message?: unknown } {
  try {
    return JSON.parse(answer) as { success?: unknown; message?: unknown };
  } catch {
    return {};
  }
}

function inspect(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
/** An error as a log line shows it: its own fields (query, params) and its cause's. */
function inspectError(error: Error): string {
  const own = Object.fromEntries(Object.entries(error));
  const cause = (error as { cause?: unknown }).cause;
  return `${inspect(own)} ${cause instanceof Error ? inspectError(cause) : inspect(cause)}`;
}

// ——— Customer data: what must never be logged ———
const CPFS = Array.from({ length: 12 }, () => generateCPF());
const EMAILS = CPFS.map((_, i) => `fuzz.cliente${i}@exemplo.com.br`);
const customerData = fc.oneof(
  fc.constantFrom(...CPFS),
  fc.constantFrom(...CPFS.map((c) => formatCPF(c))),
  fc.constantFrom(...EMAILS),
);

// ——— Values, keys, params ———
const NUL = '\u0000';
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: customerData },
  { weight: 2, arbitrary: customerData.map((v) => `${v}${NUL}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }).map((v) => `${NUL}${v}`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '1',
      '0',
      '-1',
      '1.5',
      '1e309',
      '99999999999999999999',
      String(2 ** 31),
      'true',
      'null',
      '',
      ' ',
      '%E0%A4%A',
      '\uD800',
      '🙂',
      'x'.repeat(300),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
);
const FIELDS = [
  'product',
  'quantity',
  'items',
  'id',
  'coupon',
  'login',
  'document',
  'password',
  'email',
  'name',
  'emailTo',
  'message',
  'zipcode',
  'products',
  'customerDocument',
  'type',
  'order',
  'url',
  'domain',
  'types',
  'productIds',
  'status',
  'q',
  'areaCode',
  'phone',
  'target',
  'contactForm',
  'fields',
  'decision',
  'reference',
  'code',
  'token',
  'cart',
  'newsletter',
  'street',
  'number',
  'city',
  'region',
  'district',
  'birthDate',
  'addressId',
  'shipping',
  'payment',
  'card',
  'cardToken',
  'installments',
  'purchaseOrder',
  'costCentre',
  'company',
  'lines',
  'rating',
  'title',
  'text',
  'utm',
  'parent',
  'addons',
  'bundle',
  'delete',
  'googleToken',
  'facebookToken',
  'provider',
  'page',
  'limit',
  'sort',
  'cnpj',
  'isAdmin',
  'paginator',
  'idempotencyKey',
];
const deepKey = fc
  .tuple(fc.constantFrom(...FIELDS), fc.integer({ min: 20, max: 20_000 }))
  .map(([field, depth]) => `${field}${'[a]'.repeat(depth)}`);
const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FIELDS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...FIELDS), fc.constantFrom('0', '1', '', 'product', 'id', 'x'))
      .map(([a, b]) => `${a}[${b}]`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...FIELDS), fc.nat(3), fc.constantFrom(...FIELDS))
      .map(([a, i, b]) => `${a}[${i}][${b}]`),
  },
  { weight: 1, arbitrary: deepKey },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__[x]', 'constructor', 'a[b', 'a]b[', `x${NUL}`),
  },
);
const entries = fc.array(fc.tuple(key, text), { maxLength: 8 });
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const jsonRecord = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(text, jsonValue), {
  maxKeys: 8,
});
const param = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '100001', '100003', 'acme', 'globex', 'ship') },
  { weight: 3, arbitrary: text },
);

type Body = { contentType?: string; body?: BodyInit };
const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 3, arbitrary: jsonRecord.map((r) => json(JSON.stringify(r))) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'null',
        '[]',
        '"texto"',
        '123',
        'true',
        '{"a":',
        '{',
        '',
        `"${'\\u0000'}"`,
        '{"__proto__":{"polluted":1}}',
        `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
        `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
      )
      .map(json),
  },
  { weight: 3, arbitrary: entries.map((e) => ({ ...form(e) })) },
  {
    weight: 2,
    arbitrary: entries.map((e) => {
      const data = new FormData();
      for (const [k, v] of e) data.append(k, v);
      return { body: data };
    }),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('XyZ', ''), fc.string({ maxLength: 40 }), fc.boolean())
      .map(([boundary, junk, truncated]) => ({
        contentType: boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
        body: truncated
          ? `--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\n${junk}`
          : junk,
      })),
  },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 20 }).map((b) => ({ contentType: 'text/plain', body: b })),
  },
  { weight: 1, arbitrary: fc.constant({}) },
);

function json(text: string): Body {
  return { contentType: 'application/json', body: text };
}
function form(e: [string, string][]): Body {
  return {
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(e).toString(),
  };
}

const credentials = fc.constantFrom<'none' | 'customer' | 'portalAdmin' | 'operator' | 'garbage'>(
  'none',
  'customer',
  'customer',
  'portalAdmin',
  'operator',
  'garbage',
);
const host = fc.constantFrom(
  'localhost',
  'localhost',
  'localhost',
  'outra.localhost',
  'nao-existe.localhost',
  'pagamentos.localhost',
);

function authHeaders(kind: string): Record<string, string> {
  if (kind === 'customer') return { authorization: `Bearer ${tokens.customer}` };
  if (kind === 'portalAdmin') return { authorization: `Bearer ${tokens.portalAdmin}` };
  if (kind === 'operator') return { authorization: 'Bearer sk_demo_operador_loja_demo_0001' };
  if (kind === 'garbage') return { authorization: 'Bearer nada.de.token', 'x-api-key': 'nada' };
  return {};
}

const request = fc.record({
  /** An index into `calls`, where each method a route has weighs 8 and each other one 1. */
  call: fc.nat(),
  params: fc.array(param, { minLength: 3, maxLength: 3 }),
  query: entries,
  body,
  credentials,
  host,
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

describe(`every API route under fuzzing, on ${databaseKind}`, () => {
  test(`${RUNS.toLocaleString('en')} generated requests over every route and method: no 500, a message on every refusal, no customer data logged`, async () => {
    const calls = routes.flatMap((route) =>
      route.handlers.flatMap(([method, handler]) =>
        Array<{ route: ApiRoute; method: string; handler: RouteHandler }>(
          isOwn(handler) ? 8 : 1,
        ).fill({ route, method, handler }),
      ),
    );
    const seen = new Set<string>();
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const { route, method, handler } = calls[r.call % calls.length]!;
        seen.add(`${method} ${route.template}`);
        const params = Object.fromEntries(route.params.map((name, i) => [name, r.params[i]!]));
        const url = new URL(
          route.template.replace(/\[([^\]]+)\]/g, (_, n: string) =>
            encodeURIComponent(params[n]!.toWellFormed()),
          ),
          `http://${r.host}`,
        );
        for (const [k, v] of r.query) url.searchParams.append(k, v);
        const hasBody = method !== 'GET';
        const headers: Record<string, string> = { host: r.host, ...authHeaders(r.credentials) };
        if (hasBody && r.body.contentType) headers['content-type'] = r.body.contentType;
        const response = await handler(
          new NextRequest(url, {
            method,
            headers,
            body: hasBody ? r.body.body : undefined,
          }),
          { params: Promise.resolve(params) },
        );
        const answer = await response.text();
        const where = `${method} ${route.template} → ${response.status} ${answer.slice(0, 160)}`;
        const envelope = response.status >= 400 && answer ? parseEnvelope(answer) : null;
        if (
          response.status >= 500 ||
          (envelope && (envelope.success !== false || typeof envelope.message !== 'string'))
        )
          failures.push(where);
        if (process.env.FUZZ_COLLECT) return;
        expect(response.status).toBeLessThan(500);
        if (envelope) {
          expect([where, envelope.success]).toEqual([where, false]);
          expect([where, typeof envelope.message]).toEqual([where, 'string']);
        }
      }),
      {
        numRuns: RUNS,
        endOnFailure: true,
        ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
      },
    );
    // Every method of every route was reached.
    const expected = routes.flatMap((r) =>
      r.handlers.filter(([, h]) => isOwn(h)).map(([m]) => `${m} ${r.template}`),
    );
    expect(expected.filter((e) => !seen.has(e))).toEqual([]);
    if (process.env.FUZZ_COLLECT)
      process.stderr.write(
        `FAILURES\n${failures.join('\n')}\nLOGGED\n${[
          ...new Set(
            logged.map((l) =>
              l
                .replace(/"requestId":"[^"]+",/, '')
                .split('\n')
                .slice(0, 2)
                .join(' | ')
                .slice(0, 220),
            ),
          ),
        ].join('\n')}\n`,
      );
    expect(failures).toEqual([]);
    // Nothing a customer typed (their CPF, their e-mail) was written to a log.
    const leaks = logged.filter((line) =>
      [...CPFS, ...CPFS.map((c) => formatCPF(c)), ...EMAILS].some((v) => line.includes(v)),
    );
    expect(leaks).toEqual([]);
  }, 600_000);
});

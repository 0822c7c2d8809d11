import { readFileSync } from 'node:fs';
import { environmentProblems, environmentReport, environmentSchema } from './environment';

/**
 * The start's check of the environment (issue 27): one message listing every wrong variable by
 * name, never by value; production without payment credentials refuses to start unless the
 * sandbox is asked for.
 */
const production = { NODE_ENV: 'production', PAGSEGURO_TOKEN: 'tok_live_123' };

test('a development start with nothing set is fine; so is a production store with a provider', () => {
  expect(environmentProblems({})).toEqual([]);
  expect(environmentProblems({ NODE_ENV: 'development' })).toEqual([]);
  expect(environmentProblems(production)).toEqual([]);
  expect(environmentProblems({ NODE_ENV: 'production', MERCADOPAGO_ACCESS_TOKEN: 'x' })).toEqual(
    [],
  );
  // Empty means not set, as `VAR=` in a compose file or .env.example.
  expect(environmentProblems({ ...production, DATABASE_URL: '', TRUST_PROXY: '' })).toEqual([]);
});

test('production without payment credentials refuses to start, naming the variables', () => {
  const problems = environmentProblems({ NODE_ENV: 'production', PAGSEGURO_TOKEN: '' });
  expect(problems).toEqual([
    'PAGSEGURO_TOKEN or MERCADOPAGO_ACCESS_TOKEN must be set in production: no payment provider has credentials. ' +
      "Set PAYMENT_SANDBOX=1 to take test payments through the embedded sandbox instead (shoppers then see 'Ambiente de testes').",
  ]);
  expect(environmentProblems({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' })).toEqual([]);
  expect(environmentProblems({ NODE_ENV: 'production', PAYMENT_SANDBOX: '0' })).toHaveLength(1);
});

test('every wrong variable is listed in one message, by name and never by value', () => {
  const secretUrl = 'mysql://admin:hunter2@db.internal/store';
  const env = {
    ...production,
    DATABASE_URL: secretUrl,
    REDIS_URL: 'http://cache:6379',
    DB_POOL_MAX: 'ten',
    TRUST_PROXY: 'yes',
    PAYMENT_SANDBOX: 'true',
    PAGSEGURO_API_URL: 'api.pagseguro.com',
    REDIS_NAMESPACE: 'a b',
    PORT: '70000',
  };
  expect(environmentProblems(env).sort()).toEqual([
    'DATABASE_URL must be a postgres:// URL',
    'DB_POOL_MAX must be a whole number',
    'PAGSEGURO_API_URL must be a URL (http:// or https://)',
    'PAYMENT_SANDBOX must be 0 or 1',
    'PORT must be at most 65535',
    'REDIS_NAMESPACE must be letters, digits, _, . or -',
    'REDIS_URL must be a redis:// URL',
    'TRUST_PROXY must be a number of proxies',
  ]);
  const message = environmentReport(environmentProblems(env));
  expect(message).toMatch(/^The store cannot start: its environment is not valid\.\n {2}- /);
  for (const value of [secretUrl, 'hunter2', 'tok_live_123', 'http://cache:6379', 'ten'])
    expect(message).not.toContain(value);
  expect(message.split('\n')).toHaveLength(9);
});

test('.env.example lists exactly the variables the schema checks', () => {
  const listed = readFileSync('.env.example', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split('=')[0]);
  expect([...listed].sort()).toEqual(Object.keys(environmentSchema.shape).sort());
  expect(new Set(listed).size).toBe(listed.length);
  // The example itself is a valid production environment, but for its payment credentials.
  const example = Object.fromEntries(
    readFileSync('.env.example', 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  expect(environmentProblems({ ...example, PAYMENT_SANDBOX: '1' })).toEqual([]);
});

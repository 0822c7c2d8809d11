/** POST /vitals: a sampled page load's Core Web Vital becomes one log line of its store. */
import { POST as report } from '@/app/api/vitals/route';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { RATE_POLICIES } from '@/lib/server/security/limits';
import { createTestDatabase, databaseKind, storeIds, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';

let database: TestDatabase;
let demo: number;
let outra: number;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ demo, outra } = await storeIds(database));
});
afterAll(() => database.drop());

let logged: string[];
beforeEach(async () => {
  await forgetRateCounts();
  logged = [];
  jest.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(line));
});
afterEach(() => jest.restoreAllMocks());

const vitalLines = () =>
  logged
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.component === 'web-vitals');

let address = 0;
const post = (body: unknown, init: { host?: string; from?: string } = {}) =>
  call(report, '/api/vitals', {
    host: init.host,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: sealAddress(init.from ?? `10.9.0.${++address}`),
    },
    body: JSON.stringify(body),
  });

const lcp = {
  name: 'LCP',
  value: 1834.6,
  rating: 'good',
  pageType: 'product',
  id: 'v5-1732712345678-123456',
  navigationType: 'navigate',
};

describe(`field Core Web Vitals on ${databaseKind}`, () => {
  test('a measure is logged with its store, page type, metric and rating, and nothing else', async () => {
    const res = await post(lcp);
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ success: true, content: null });
    const [line, ...more] = vitalLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      component: 'web-vitals',
      msg: 'web vital',
      tenantId: demo,
      locale: 'pt',
      pageType: 'product',
      metric: 'LCP',
      value: 1835,
      rating: 'good',
      navigationType: 'navigate',
      vitalId: 'v5-1732712345678-123456',
    });
    // Nothing that tells who the visitor was.
    expect(JSON.stringify(line)).not.toMatch(/10\.9\.0|address|customer|path/);
  });

  test("CLS keeps its decimals, and each store's measures carry its own id", async () => {
    await post(
      { ...lcp, name: 'CLS', value: 0.01234567, rating: 'good', pageType: 'category' },
      {
        host: 'outra.localhost',
      },
    );
    expect(vitalLines()[0]).toMatchObject({ tenantId: outra, metric: 'CLS', value: 0.0123 });
  });

  test('a measure that is not one of the three, or is malformed, is refused and not logged', async () => {
    const fcp = await post({ ...lcp, name: 'FCP' });
    expect(fcp.status).toBe(422);
    expect(fcp.json.errors).toEqual({ name: ['Valor inválido'] });
    const bad = await post({ ...lcp, value: -1, pageType: 'admin', rating: 'ok' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual(['pageType', 'rating', 'value']);
    expect(vitalLines()).toEqual([]);
  });

  test('one address sending a flood is cut with a 429 and the rest is not logged', async () => {
    const { limit } = RATE_POLICIES.webVitals.per.address;
    for (let i = 0; i < limit; i++)
      expect((await post(lcp, { from: '10.9.9.9' })).status).toBe(202);
    const over = await post(lcp, { from: '10.9.9.9' });
    expect(over.status).toBe(429);
    expect(over.json.message).toBe('Muitas medições enviadas. Tente novamente em 15 min.');
    expect(vitalLines()).toHaveLength(limit);
  });
});

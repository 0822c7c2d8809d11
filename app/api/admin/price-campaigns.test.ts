/**
 * Campaign prices: scheduled by the catalog's people, switched on at their start and off at
 * their end by the job runner (once among many instances), with the storefront's caches
 * revalidated at those moments; refused on their fields when they cannot run.
 */
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { DELETE as cancel } from '@/app/api/admin/products/[id]/campaigns/[campaign]/route';
import { GET as list, POST as schedule } from '@/app/api/admin/products/[id]/campaigns/route';
import { POST as runJobs } from '@/app/api/jobs/run/route';
import type { PriceCampaign } from '@/lib/contracts/back-office-products';
import { formatMoney } from '@/lib/domain/money';
import { priceCampaigns, products } from '@/lib/server/db/schema';
import { jobsSecret } from '@/lib/server/jobs';
import { switchDuePriceCampaigns } from '@/lib/server/services/price-campaigns';
import { resolveRoute } from '@/lib/server/services/router';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { operatorCookieOf } from '@/test/sessions';

jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));
const revalidated = () => (revalidateTag as jest.Mock).mock.calls.map(([tag]) => tag as string);
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

let database: TestDatabase;
let catalog: Record<string, string>;
let gpu: { id: number; url: string };
beforeAll(async () => {
  database = await createTestDatabase();
  catalog = { cookie: await operatorCookieOf(database.db, 'catalogo@exemplo.com.br') };
  [gpu] = (await database.db
    .select({ id: products.id, url: products.url })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'placa-de-video-demo-rtx')))) as [
    { id: number; url: string },
  ];
});
afterAll(() => database.drop());

const post = (body: object, id = gpu.id) =>
  call(schedule as never, `/api/admin/products/${id}/campaigns`, {
    method: 'POST',
    headers: { ...catalog, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    params: { id: String(id) },
  });

const priceOf = async () =>
  (
    await database.db
      .select({ final: products.finalPriceCents, cash: products.inCashPriceCents })
      .from(products)
      .where(eq(products.id, gpu.id))
  )[0]!;

const iso = (ms: number) => new Date(ms).toISOString();

describe(`campaign prices, on ${databaseKind}`, () => {
  test('refused on its fields: backwards, in the past, above the list price', async () => {
    const now = Date.now();
    const res = await post({
      finalPrice: '99.999,00',
      inCashPrice: '',
      startsAt: iso(now + 60_000),
      endsAt: iso(now + 30_000),
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ endsAt: ['O fim deve ser depois do início.'] });
    const above = await post({
      finalPrice: '99.999,00',
      inCashPrice: '',
      startsAt: iso(now + 60_000),
      endsAt: iso(now + 120_000),
    });
    expect(above.json.errors).toEqual({
      finalPrice: [
        `O preço da campanha não pode ser maior que o preço "De" (${formatMoney(349990, 'pt', 1)}).`,
      ],
    });
    const past = await post({
      finalPrice: '2.000,00',
      inCashPrice: '',
      startsAt: '2020-11-27T00:00',
      endsAt: '2020-11-28T00:00',
    });
    expect(past.json.errors).toEqual({ endsAt: ['O fim da campanha já passou.'] });
    expect(await database.db.select().from(priceCampaigns)).toHaveLength(0);
  });

  test('on at its start, off at its end, each once; the storefront follows', async () => {
    const before = await priceOf();
    const start = Date.now() + 60_000;
    const res = await post({
      finalPrice: '2.499,90',
      inCashPrice: '2.249,91',
      startsAt: iso(start),
      endsAt: iso(start + 3_600_000),
    });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({ status: 'scheduled', finalPrice: 2499.9 });
    const overlap = await post({
      finalPrice: '2.000,00',
      inCashPrice: '',
      startsAt: iso(start + 600_000),
      endsAt: iso(start + 7_200_000),
    });
    expect(overlap.json.errors).toEqual({
      startsAt: ['Já há uma campanha deste produto nesse período.'],
    });

    // Not yet: nothing moves.
    expect(await switchDuePriceCampaigns(database.db, new Date(start - 1000))).toEqual([]);
    // Two runners at its start: one switch.
    const [a, b] = await Promise.all([
      switchDuePriceCampaigns(database.db, new Date(start + 1000)),
      switchDuePriceCampaigns(database.db, new Date(start + 1000)),
    ]);
    expect([...a, ...b]).toEqual([`t1:product:${gpu.id}`, 't1:products', `t1:route:${gpu.url}`]);
    expect(await priceOf()).toEqual({ final: 249990, cash: 224991 });
    const route = await resolveRoute(database.db, { tenantId: 1 }, { url: gpu.url });
    expect(route).toMatchObject({ content: { finalPrice: 2499.9 } });

    const listed = await call(list as never, `/api/admin/products/${gpu.id}/campaigns`, {
      headers: catalog,
      params: { id: String(gpu.id) },
    });
    expect((listed.json.content as PriceCampaign[])[0]).toMatchObject({ status: 'active' });

    // At its end the product's own prices come back.
    await switchDuePriceCampaigns(database.db, new Date(start + 3_600_001));
    expect(await priceOf()).toEqual(before);
  });

  test('the job route runs what is due for its own runner only, and revalidates', async () => {
    const start = Date.now() - 1000;
    const res = await post({
      finalPrice: '2.999,00',
      inCashPrice: '',
      startsAt: iso(start),
      endsAt: iso(start + 3_600_000),
    });
    const campaign = res.json.content as PriceCampaign;
    const job = (secret: string) =>
      runJobs(
        new NextRequest(new URL('/api/jobs/run', 'http://127.0.0.1'), {
          method: 'POST',
          headers: { 'x-jobs-secret': secret },
        }),
      );
    const refused = await job('wrong');
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ success: false, message: 'Página não encontrada' });
    expect((await priceOf()).final).not.toBe(299900);
    const ran = await job(jobsSecret());
    expect(ran.status).toBe(200);
    expect((await priceOf()).final).toBe(299900);
    expect(revalidated()).toContain(`t1:product:${gpu.id}`);

    // Called off while running: the prices come back at once.
    (revalidateTag as jest.Mock).mockClear();
    const off = await call(
      cancel as never,
      `/api/admin/products/${gpu.id}/campaigns/${campaign.id}`,
      {
        method: 'DELETE',
        headers: { ...catalog, 'sec-fetch-site': 'same-origin' },
        params: { id: String(gpu.id), campaign: String(campaign.id) },
      },
    );
    expect(off.status).toBe(200);
    expect(off.json.content).toMatchObject({ status: 'canceled' });
    expect((await priceOf()).final).toBe(299990);
    expect(revalidated()).toContain(`t1:route:${gpu.url}`);
  });
});

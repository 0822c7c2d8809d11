/** The wizard's loader over the seeded demo catalogue, ranked by the pure scoring. */
import { budgets, rankNotebooks, readSpecs } from '@/lib/domain/wizard';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { getTenantBySlug } from '@/lib/server/services/company';
import { getWizardNotebooks } from './data';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const tenantId = async (slug: string) => (await getTenantBySlug(database.db, slug))!.id;

describe(`wizard notebooks on ${databaseKind}`, () => {
  test('only notebooks of the store, within the budget, most expensive first', async () => {
    const demo = await tenantId('demo');
    const within = await getWizardNotebooks(demo, budgets['ate-4000'].max);
    expect(within.length).toBeGreaterThan(0);
    expect(within.every((p) => p.finalPrice <= 4000)).toBe(true);
    expect(within.every((p) => p.categories.some((c) => c.url === 'notebooks'))).toBe(true);
    const prices = within.map((p) => p.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const all = await getWizardNotebooks(demo, null);
    expect(all.map((p) => p.url)).toEqual(
      expect.arrayContaining(['notebook-demo-pro-15', 'notebook-demo-gamer-x']),
    );
    expect(all.some((p) => p.url === 'mouse-sem-fio-demo-m1')).toBe(false);
  });

  test('gaming picks from the demo catalogue all have a graphics card and fit the budget', async () => {
    const demo = await tenantId('demo');
    const picks = rankNotebooks(await getWizardNotebooks(demo, budgets['6000-9000'].max), {
      uso: 'jogos',
      orcamento: '6000-9000',
      tela: '16-ou-mais',
      portabilidade: 'fica-na-mesa',
    });
    expect(picks.length).toBeGreaterThan(0);
    for (const { product } of picks) {
      expect(readSpecs(product).gpuTier).toBeGreaterThan(0);
      expect(product.finalPrice).toBeLessThanOrEqual(9000);
    }
  });

  test("outra's wizard sees only outra's notebooks", async () => {
    const outra = await getWizardNotebooks(await tenantId('outra'), null);
    expect(outra.map((p) => p.sku).sort()).toEqual(
      ['NB-0101', 'NB-0102', 'NB-0103', 'NB-0104', 'NB-DEMO-PRO-15'].sort(),
    );
  });
});

import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import type { Db } from './client';
import { companies, customers, type CompanySettings } from './schema';

let database: TestDatabase;
let tenantId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const [store] = await database.db
    .insert(companies)
    .values({ slug: 'a', name: 'A', settings: {} as CompanySettings })
    .returning();
  tenantId = store!.id;
});
afterAll(() => database.drop());

describe('dates through drizzle', () => {
  it('a customer keeps the birth date and creation time it was stored with', async () => {
    const createdAt = new Date('2026-07-01T12:34:56.789Z');
    const [stored] = await database.db
      .insert(customers)
      .values({ tenantId, name: 'Ana', email: 'ana@a.test', birthDate: '1990-05-17', createdAt })
      .returning();
    const [read] = await database.db.select().from(customers).where(eq(customers.id, stored!.id));
    expect(read).toMatchObject({ birthDate: '1990-05-17', createdAt });
    expect(stored).toMatchObject({ birthDate: '1990-05-17', createdAt });
  });

  it('raw SQL reads dates and intervals as the database writes them, inside a transaction too', async () => {
    const query = sql`select '2026-01-02'::date as day, interval '1 day' as span,
      array['2026-01-02'::date] as days`;
    const expected = { day: '2026-01-02', span: '1 day', days: '{2026-01-02}' };
    const firstRow = async (db: Db) =>
      ((await db.execute(query)) as unknown as { rows: unknown[] }).rows[0];
    expect(await firstRow(database.db)).toEqual(expected);
    await database.db.transaction(async (tx) => {
      expect(await firstRow(tx)).toEqual(expected);
    });
  });
});

(databaseKind === 'pglite' ? describe : describe.skip)('the embedded client', () => {
  it('still applies parsers a query brings of its own', async () => {
    const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite })
      .$client;
    const result = await client.query<{ n: string }>('select 1::int4 as n', [], {
      parsers: { 23: (value: string) => `n=${value}` },
    });
    expect(result.rows[0]).toEqual({ n: 'n=1' });
  });
});

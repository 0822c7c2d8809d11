import { companies } from '@/lib/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/test/db';
import { catalogVersion, perCatalogVersion, recordCatalogChange } from './search-index';

let database: TestDatabase;
let ctx: { tenantId: number };
beforeAll(async () => {
  database = await createTestDatabase();
  const [store] = await database.db.select().from(companies).limit(1);
  ctx = { tenantId: store!.id };
});
afterAll(() => database.drop());

test('built once per catalog version, shared by concurrent callers, built again after a change', async () => {
  const builds: number[] = [];
  const load = perCatalogVersion('__testPerVersion', async (_db, _ctx, version) => {
    builds.push(version);
    return { version };
  });
  const v = await catalogVersion(database.db, ctx);
  const [a, b] = await Promise.all([load(database.db, ctx), load(database.db, ctx)]);
  expect(a).toBe(b);
  expect(await load(database.db, ctx)).toBe(a);
  expect(builds).toEqual([v]);

  await recordCatalogChange(database.db, ctx, { productIds: [] });
  expect(await load(database.db, ctx)).toEqual({ version: v + 1 });
  expect(builds).toEqual([v, v + 1]);
  load.forget();
});

test('a failed build is forgotten: the next caller builds again', async () => {
  let calls = 0;
  const load = perCatalogVersion('__testPerVersionFailing', async () => {
    calls++;
    if (calls === 1) throw new Error('database went away');
    return 'built';
  });
  await expect(load(database.db, ctx)).rejects.toThrow('database went away');
  await expect(load(database.db, ctx)).resolves.toBe('built');
  expect(calls).toBe(2);
  load.forget();
});

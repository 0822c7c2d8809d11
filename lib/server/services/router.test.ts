import { NotFoundError } from '@/lib/server/http/errors';
import { createTestDatabase, storeIds, type TestDatabase } from '@/test/db';
import { resolveRoute } from './router';

let database: TestDatabase;
let demo: number;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ demo } = await storeIds(database));
});
afterAll(() => database.drop());

test("the store's router (cached for everyone) never answers a portal's page", async () => {
  // The content page exists: only the portal's own resolution, with a session, may show it.
  for (const url of ['/portal/acme', 'Portal/ACME/', '/portal', 'portal/acme/notebook-demo-pro-15'])
    await expect(resolveRoute(database.db, { tenantId: demo }, { url })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  expect((await resolveRoute(database.db, { tenantId: demo }, { url: '/notebooks' })).type).toBe(
    'category',
  );
});

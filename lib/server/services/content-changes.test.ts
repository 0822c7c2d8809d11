import { revalidateTag } from 'next/cache';
import { resolveRoute } from '@/lib/server/services/router';
import { createTestDatabase, storeIds, type TestDatabase } from '@/test/db';
import { updateContentPage } from './content-changes';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
const revalidated = () => (revalidateTag as jest.Mock).mock.calls.map(([tag]) => tag as string);

let database: TestDatabase;
let demo: number;
let outra: number;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ demo, outra } = await storeIds(database));
});
afterAll(() => database.drop());
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

const page = async (tenantId: number, url: string) => {
  const route = await resolveRoute(database.db, { tenantId }, { url });
  if (route.type !== 'content') throw new Error('expected a content page');
  return route.content;
};

test('a content page change is stored and revalidates the store content and its route', async () => {
  const regulation = await page(demo, 'regulamento');
  await updateContentPage(
    database.db,
    { tenantId: demo },
    { id: regulation.id, changes: { metaTitle: 'Regulamento 2026', visible: false } },
  );
  expect(await page(demo, 'regulamento')).toMatchObject({
    metaTitle: 'Regulamento 2026',
    visible: false,
    json: null,
  });
  expect(revalidated()).toEqual([`t${demo}:content`, `t${demo}:route:regulamento`]);
});

test("another store's page is not found and nothing is revalidated", async () => {
  const privacy = await page(demo, 'politica-de-privacidade');
  await expect(
    updateContentPage(database.db, { tenantId: outra }, { id: privacy.id, changes: { name: 'X' } }),
  ).rejects.toThrow('errors.pageNotFound');
  expect((await page(demo, 'politica-de-privacidade')).name).toBe('Política de privacidade');
  expect(revalidated()).toEqual([]);
});

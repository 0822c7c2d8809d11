/** GET /content: the store's active pop-ups, by type, per store, with their content made safe. */
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { GET as listContent } from '@/app/api/content/route';
import type { ContentItem } from '@/lib/contracts/popups';
import { contentItems } from '@/lib/server/db/schema';
import { updateContentItem } from '@/lib/server/services/content-changes';
import { createTestDatabase, databaseKind, storeIds, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { runnableMarkup, xssVectors } from '@/test/xss-vectors';

jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
  revalidateTag: jest.fn(),
}));

let database: TestDatabase;
let demo: number;
let outra: number;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ demo, outra } = await storeIds(database));
});
afterAll(() => database.drop());
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const list = async (query: string, host = 'localhost') => {
  const res = await call(listContent, `/api/content${query}`, { host });
  return { ...res, items: (res.json.content ?? []) as ContentItem[] };
};
const typesOf = (items: ContentItem[]) => items.map((i) => i.type);

describe(`GET /content on ${databaseKind}`, () => {
  test('answers the store pop-ups as { success, content: [{ id, type, json }] }', async () => {
    const res = await list('?types=[modal-entry, modal-exit]');
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.items).toEqual([
      {
        id: expect.any(Number),
        type: 'modal-entry',
        json: {
          title: 'Bem-vindo!',
          html: '<p>Use o cupom <strong>DESCONTO10</strong> e ganhe 10% na primeira compra.</p>',
          image: '/media/photos/banner-3.jpg',
          link: '/notebooks',
        },
      },
      {
        id: expect.any(Number),
        type: 'modal-exit',
        json: {
          title: 'Já vai?',
          html: '<p>Cadastre-se na newsletter e receba ofertas exclusivas.</p>',
          link: '/cadastroblackfriday',
        },
      },
    ]);
  });

  test.each([
    ['?types=[modal-entry, modal-exit]', ['modal-entry', 'modal-exit']],
    ['?types=%5B%22modal-entry%22%2C%22modal-exit%22%5D', ['modal-entry', 'modal-exit']],
    ['?types=modal-entry,modal-exit', ['modal-entry', 'modal-exit']],
    ['?types[]=modal-entry&types[]=modal-exit', ['modal-entry', 'modal-exit']],
    ['?types[0]=modal-exit', ['modal-exit']],
    ['?types=modal-entry&types=modal-exit', ['modal-entry', 'modal-exit']],
    ['?types=modal-entry', ['modal-entry']],
    ['?types=[modal-exit]', ['modal-exit']],
    ['', ['modal-entry', 'modal-exit']],
  ])('%s filters by type', async (query, expected) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(typesOf(res.items)).toEqual(expected);
  });

  test('an unknown type is refused with 422 and the field named', async () => {
    const res = await list('?types=modal-entry,modal-banner');
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      success: false,
      message: 'Dados inválidos',
      errors: { 'types.1': ['Valor inválido'] },
    });
  });

  test('each store answers only its own pop-ups; an unknown host is 404', async () => {
    const demoIds = (await list('')).items.map((i) => i.id);
    const outraRes = await list('', 'outra.localhost');
    const rows = await database.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(eq(contentItems.tenantId, outra));
    expect(outraRes.items.map((i) => i.id)).toEqual(rows.map((r) => r.id));
    expect(outraRes.items.map((i) => i.id).some((id) => demoIds.includes(id))).toBe(false);

    const unknown = await list('', 'desconhecida.example');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: 'Loja não encontrada' });
  });

  test('an inactive pop-up is not answered; switching it on revalidates the store content', async () => {
    const [row] = await database.db
      .insert(contentItems)
      .values({ tenantId: demo, type: 'modal-entry', active: false, json: { title: 'Inativo' } })
      .returning({ id: contentItems.id });
    expect((await list('?types=modal-entry')).items.map((i) => i.json.title)).toEqual([
      'Bem-vindo!',
    ]);

    await updateContentItem(
      database.db,
      { tenantId: demo },
      { id: row!.id, changes: { active: true } },
    );
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([[`t${demo}:content`, { expire: 0 }]]);
    expect((await list('?types=modal-entry')).items.map((i) => i.json.title)).toEqual([
      'Bem-vindo!',
      'Inativo',
    ]);
    // Another store cannot switch it.
    await expect(
      updateContentItem(
        database.db,
        { tenantId: outra },
        { id: row!.id, changes: { active: false } },
      ),
    ).rejects.toThrow('errors.contentNotFound');
    await database.db.delete(contentItems).where(eq(contentItems.id, row!.id));
  });

  test('hostile titles, HTML, links and images are answered harmless or not at all', async () => {
    const rows = xssVectors.flatMap((vector) => [
      { title: vector, html: '<p>ok</p>' },
      { title: 'Oferta', html: vector },
      { title: 'Oferta', link: vector },
      { title: 'Oferta', image: vector },
      { title: 'Oferta', btnText: vector, link: '/notebooks' },
    ]);
    await database.db
      .insert(contentItems)
      .values(rows.map((json) => ({ tenantId: outra, type: 'modal-exit' as const, json })));
    const res = await list('?types=modal-exit', 'outra.localhost');
    expect(res.status).toBe(200);
    // Some vectors are plain text or safe links: those pop-ups stay; unsafe links and images do not.
    expect(res.items.length).toBeGreaterThan(xssVectors.length * 2);
    for (const { json } of res.items) {
      expect(runnableMarkup(json.html ?? '')).toEqual([]);
      for (const url of [json.link, json.image].filter(Boolean) as string[])
        expect(url).toMatch(/^(\/(?!\/)|https?:\/\/|#)/);
    }
    // Escaped text may still read "onerror": only a real tag could run, and there is none.
    expect(res.items.map((i) => i.json.html ?? '').join('')).not.toMatch(/<script/i);
    await database.db
      .delete(contentItems)
      .where(and(eq(contentItems.tenantId, outra), eq(contentItems.type, 'modal-exit')));
  });
});

/**
 * The pop-ups in the back-office (issue 30 item 3): owners and content operators create, edit,
 * preview and delete entry and exit pop-ups, with their audience, pages, schedule and English
 * texts; the storefront's GET /content answers them as a shopper of each language gets them.
 */
import { and, desc, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { GET as listContent } from '@/app/api/content/route';
import { GET as list, POST as create } from '@/app/api/admin/popups/route';
import { DELETE as remove, PUT as update } from '@/app/api/admin/popups/[id]/route';
import { POST as preview } from '@/app/api/admin/popups/preview/route';
import type { AdminPopup, AdminPopupBody } from '@/lib/contracts/back-office-popups';
import type { ContentItem } from '@/lib/contracts/popups';
import { auditLog, contentItems } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { backOfficeCallers, backOfficeWrite } from '@/test/sessions';

jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
  revalidateTag: jest.fn(),
}));

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
beforeAll(async () => {
  database = await createTestDatabase();
  callers = await backOfficeCallers(database.db);
});
afterAll(() => database.drop());

type Headers = Record<string, string>;
const send = backOfficeWrite;
const make = (body: unknown, headers: Headers = callers.content!) =>
  send(create, '/api/admin/popups', 'POST', body, headers);
const save = (id: number, body: unknown, headers: Headers = callers.content!) =>
  send(update, `/api/admin/popups/${id}`, 'PUT', body, headers, { id: String(id) });
const storefront = async (locale?: 'en') => {
  const res = await call(listContent as never, '/api/content', {
    headers: locale ? { cookie: `NEXT_LOCALE=${locale}` } : {},
  });
  return res.json.content as ContentItem[];
};
const revalidated = () => (revalidateTag as jest.Mock).mock.calls.map(([tag]) => tag as string);

const BLACK_FRIDAY: AdminPopupBody = {
  name: 'Black Friday nos notebooks',
  type: 'modal-entry',
  active: true,
  audience: 'guests',
  pages: ['/notebooks/*', ' /ofertas ', '/notebooks/*'],
  startsAt: '',
  endsAt: '',
  content: {
    title: ' Black Friday ',
    html: '<p>Até <strong>30% off</strong></p><script>alert(1)</script>',
    image: '',
    link: '/notebooks',
    btnText: 'Ver ofertas',
  },
  translations: { en: { title: 'Black Friday', html: '', image: '', link: '', btnText: '' } },
};

describe(`pop-ups in the back-office, on ${databaseKind}`, () => {
  test.each([
    ['owner', 200],
    ['content', 200],
    ['catalog', 404],
    ['orders', 404],
    ['catalogKey', 404],
    ['ordersKey', 404],
    ['otherStore', 401],
    ['customer', 401],
    ['visitor', 401],
  ])('%s: answered %i, and only they create, preview and delete pop-ups', async (who, status) => {
    const headers = callers[who]!;
    const listed = await call(list as never, '/api/admin/popups', { headers });
    expect(listed.status).toBe(status);
    const made = await make({ ...BLACK_FRIDAY, name: `Pop-up de ${who}` }, headers);
    expect(made.status).toBe(status);
    const shown = await send(
      preview,
      '/api/admin/popups/preview',
      'POST',
      { content: BLACK_FRIDAY.content, locale: 'pt' },
      headers,
    );
    expect(shown.status).toBe(status);
    const id = status === 200 ? (made.json.content as AdminPopup).id : 1;
    const gone = await send(remove, `/api/admin/popups/${id}`, 'DELETE', undefined, headers, {
      id: String(id),
    });
    expect(gone.status).toBe(status);
    const [seeded] = await database.db.select().from(contentItems).where(eq(contentItems.id, 1));
    // The seed's pop-up survives every refused delete.
    expect(seeded).toBeDefined();
  });

  test('a new pop-up is stored as written, audited, on the storefront at once, and previewed sanitized', async () => {
    (revalidateTag as jest.Mock).mockClear();
    const made = await make(BLACK_FRIDAY);
    expect(made.status).toBe(200);
    const popup = made.json.content as AdminPopup;
    expect(popup).toMatchObject({
      name: 'Black Friday nos notebooks',
      type: 'modal-entry',
      active: true,
      audience: 'guests',
      pages: ['/notebooks/*', '/ofertas'],
      startsAt: null,
      endsAt: null,
      // As written (the storefront sanitizes), blanks dropped.
      content: {
        title: 'Black Friday',
        html: '<p>Até <strong>30% off</strong></p><script>alert(1)</script>',
        link: '/notebooks',
        btnText: 'Ver ofertas',
      },
      translations: { en: { title: 'Black Friday' } },
      status: 'active',
    });
    expect(revalidated()).toContain('t1:content');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'popup'), eq(auditLog.entityId, String(popup.id))));
    expect(audit).toMatchObject({ action: 'popup.create', before: null });

    const shopper = (await storefront()).find((item) => item.id === popup.id);
    expect(shopper).toEqual({
      id: popup.id,
      type: 'modal-entry',
      json: {
        title: 'Black Friday',
        html: '<p>Até <strong>30% off</strong></p>',
        link: '/notebooks',
        btnText: 'Ver ofertas',
      },
      audience: 'guests',
      pages: ['/notebooks/*', '/ofertas'],
    });
    // The seed's pop-ups keep SPEC's shape: no audience, no pages.
    expect(Object.keys((await storefront())[0]!)).toEqual(['id', 'type', 'json']);

    const shown = await send(
      preview,
      '/api/admin/popups/preview',
      'POST',
      { content: BLACK_FRIDAY.content, translations: BLACK_FRIDAY.translations, locale: 'en' },
      callers.content!,
    );
    expect(shown.json.content).toEqual({
      title: 'Black Friday',
      html: '<p>Até <strong>30% off</strong></p>',
      link: '/notebooks',
      btnText: 'Ver ofertas',
    });
  });

  test('an English shopper gets the English texts where there are, the Portuguese elsewhere', async () => {
    const english = await storefront('en');
    expect(english[0]!.json).toMatchObject({
      title: 'Welcome!',
      html: '<p>Use the coupon <strong>DESCONTO10</strong> and get 10% off your first purchase.</p>',
      image: '/media/photos/banner-3.jpg',
      link: '/notebooks',
      btnText: 'Shop notebooks',
    });
    const portuguese = await storefront();
    expect(portuguese[0]!.json.title).toBe('Bem-vindo!');
    expect(portuguese[0]!.json.btnText).toBeUndefined();
  });

  test('the schedule: a pop-up waiting for its start or past its end is not on the storefront', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const later = (await make({ ...BLACK_FRIDAY, name: 'Mais tarde', startsAt: soon })).json
      .content as AdminPopup;
    const over = (await make({ ...BLACK_FRIDAY, name: 'Acabou', endsAt: past })).json
      .content as AdminPopup;
    expect([later.status, over.status]).toEqual(['scheduled', 'ended']);
    const ids = (await storefront()).map((item) => item.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(over.id);
    // Called forward, it shows.
    const now = await save(later.id, { ...BLACK_FRIDAY, name: 'Mais tarde', startsAt: past });
    expect((now.json.content as AdminPopup).status).toBe('active');
    expect((await storefront()).map((item) => item.id)).toContain(later.id);
  });

  test('bad input is told on its field and changes nothing', async () => {
    const before = await database.db.select().from(contentItems);
    const refused = await make({
      ...BLACK_FRIDAY,
      name: ' ',
      pages: ['/notebooks', 'ofertas', '/a?b=1'],
      startsAt: '2026-12-01T10:00',
      endsAt: '2026-12-01T09:00',
      content: { title: '', html: '', image: 'javascript:alert(1)', link: '', btnText: '' },
      translations: { en: { link: 'javascript:alert(1)' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({
      name: ['Campo obrigatório'],
      'pages.1': [
        'Use caminhos da loja que comecem com /, como /notebooks, ou /notebooks/* para a seção inteira.',
      ],
      'pages.2': [
        'Use caminhos da loja que comecem com /, como /notebooks, ou /notebooks/* para a seção inteira.',
      ],
      endsAt: [expect.any(String)],
      'content.image': ['Use um caminho da loja que comece com / ou um endereço http(s).'],
      'translations.en.link': ['Use um caminho da loja que comece com / ou um endereço http(s).'],
    });
    const empty = await make({
      ...BLACK_FRIDAY,
      content: { title: '', html: '  ', image: '', link: '/x', btnText: 'Ir' },
    });
    expect(empty.json.errors).toEqual({
      'content.title': ['Escreva um título, um texto ou escolha uma imagem.'],
    });
    expect(await database.db.select().from(contentItems)).toEqual(before);
  });

  test('another store’s pop-up is not found, to save or delete', async () => {
    const [other] = await database.db
      .insert(contentItems)
      .values({ tenantId: 2, type: 'modal-exit', json: { title: 'Outra loja' } })
      .returning();
    const saved = await save(other!.id, BLACK_FRIDAY);
    expect(saved.status).toBe(404);
    expect(saved.json.message).toBe('Pop-up não encontrado.');
    const deleted = await send(
      remove,
      `/api/admin/popups/${other!.id}`,
      'DELETE',
      undefined,
      callers.owner!,
      { id: String(other!.id) },
    );
    expect(deleted.status).toBe(404);
    const [kept] = await database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, other!.id));
    expect(kept).toMatchObject({ json: { title: 'Outra loja' } });
  });

  test('an edit is audited with what changed; a delete takes it off the storefront', async () => {
    const made = (await make({ ...BLACK_FRIDAY, name: 'Para apagar' })).json.content as AdminPopup;
    const edited = await save(made.id, { ...BLACK_FRIDAY, name: 'Para apagar', audience: 'all' });
    expect((edited.json.content as AdminPopup).audience).toBe('all');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'popup'), eq(auditLog.entityId, String(made.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'popup.update',
      before: { audience: 'guests' },
      after: { audience: 'all' },
    });
    const gone = await send(
      remove,
      `/api/admin/popups/${made.id}`,
      'DELETE',
      undefined,
      callers.owner!,
      { id: String(made.id) },
    );
    expect(gone.status).toBe(200);
    expect((await storefront()).map((item) => item.id)).not.toContain(made.id);
    const listed = await call(list as never, '/api/admin/popups', { headers: callers.owner! });
    expect((listed.json.content as AdminPopup[]).map((p) => p.id)).not.toContain(made.id);
  });
});

/**
 * The page builder's pages (issue 30 item 1): owners and content operators create a page, save
 * drafts, publish now or at a time, and restore a publication from the history. The storefront
 * knows a page only once it is published; a block its schema refuses keeps the page from being
 * published and is told on its field.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { GET as list, POST as create } from '@/app/api/admin/pages/route';
import { GET as read } from '@/app/api/admin/pages/[id]/route';
import { PUT as saveDraft } from '@/app/api/admin/pages/[id]/draft/route';
import { POST as publish } from '@/app/api/admin/pages/[id]/publish/route';
import { DELETE as unschedule } from '@/app/api/admin/pages/[id]/schedule/route';
import { GET as versions } from '@/app/api/admin/pages/[id]/versions/route';
import { POST as restore } from '@/app/api/admin/pages/[id]/versions/[version]/restore/route';
import type {
  PageDraftInput,
  PageEditorView,
  PageSummary,
  PageVersion,
} from '@/lib/contracts/back-office-pages';
import { auditLog, contentPages, urlRedirects } from '@/lib/server/db/schema';
import { publishDuePages } from '@/lib/server/services/admin-pages';
import { findContentPage } from '@/lib/server/services/content';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { backOfficeCallers, backOfficeWrite } from '@/test/sessions';

jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
beforeAll(async () => {
  database = await createTestDatabase();
  callers = await backOfficeCallers(database.db);
});
afterAll(() => database.drop());

type Headers = Record<string, string>;
const write = (
  handler: unknown,
  path: string,
  method: string,
  body: unknown,
  params: Record<string, string>,
  headers: Headers,
) => backOfficeWrite(handler, path, method, body, headers, params);

const newPage = (body: unknown, headers: Headers = callers.content!) =>
  write(create, '/api/admin/pages', 'POST', body, {}, headers);
const put = (id: number, body: unknown, headers: Headers = callers.content!) =>
  write(saveDraft, `/api/admin/pages/${id}/draft`, 'PUT', body, { id: String(id) }, headers);
const go = (id: number, body: unknown = {}, headers: Headers = callers.content!) =>
  write(publish, `/api/admin/pages/${id}/publish`, 'POST', body, { id: String(id) }, headers);
const storefront = (url: string) => findContentPage(database.db, { tenantId: 1 }, url);
const revalidated = () => (revalidateTag as jest.Mock).mock.calls.map(([tag]) => tag as string);

/** The four blocks of the journey, each valid. */
const JOURNEY_BLOCKS: PageDraftInput['blocks'] = [
  {
    type: 'banner-slider',
    props: { images: [{ url: '/media/banners/semana.svg', alt: 'Semana do Notebook' }] },
  },
  { type: 'countdown', props: { title: 'Termina em', dateEnd: '2099-12-31' } },
  { type: 'product-grid', props: { title: 'Ofertas', categoryUrl: 'notebooks', limit: 4 } },
  { type: 'contact-form', props: { formId: 'contato', title: 'Fale com a gente' } },
];

const draftOf = (view: PageEditorView, changes: Partial<PageDraftInput> = {}) => ({
  revision: view.revision,
  draft: { ...view.draft, ...changes },
});

describe(`content pages in the back-office, on ${databaseKind}`, () => {
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
  ])('%s: answered %i, and only they create pages', async (who, status) => {
    const headers = callers[who]!;
    const url = `pagina-de-${who.toLowerCase()}`;
    const listed = await call(list as never, '/api/admin/pages', { headers });
    expect(listed.status).toBe(status);
    const made = await newPage({ name: `Página de ${who}`, url }, headers);
    expect(made.status).toBe(status);
    const id = status === 200 ? (made.json.content as PageEditorView).id : 1;
    const opened = await call(read as never, `/api/admin/pages/${id}`, {
      headers,
      params: { id: String(id) },
    });
    expect(opened.status).toBe(status);
    if (status === 200) {
      // The home comes first; the new page is there, not yet on the storefront.
      const pages = listed.json.content as PageSummary[];
      expect(pages[0]).toMatchObject({ url: 'home', status: 'published' });
      expect(made.json.content).toMatchObject({
        status: 'unpublished',
        publishedAt: null,
        draft: { name: `Página de ${who}`, url, visible: true, blocks: [] },
        problems: {},
      });
      expect(await storefront(url)).toBeNull();
    }
  });

  test('an address that is not free, not well formed or the store’s own is refused, and nothing is created', async () => {
    const before = (await call(list as never, '/api/admin/pages', { headers: callers.content! }))
      .json.content as PageSummary[];
    const cases: [string, string][] = [
      ['notebooks', 'Este endereço já é de outra página, produto ou categoria.'],
      ['notebook-demo-pro-15', 'Este endereço já é de outra página, produto ou categoria.'],
      ['home', 'Este endereço já é de outra página, produto ou categoria.'],
      ['cart', 'Este endereço é de uma página fixa da loja; escolha outro.'],
      ['admin/paginas', 'Este endereço é de uma página fixa da loja; escolha outro.'],
      [
        'Semana Do Notebook',
        'Use letras minúsculas sem acento, números e hífens (ex.: notebook-gamer-15); "/" separa níveis.',
      ],
    ];
    for (const [url, text] of cases) {
      const res = await newPage({ name: 'Outra', url });
      expect([url, res.status, res.json.errors]).toEqual([url, 422, { url: [text] }]);
    }
    const empty = await newPage({ name: '  ', url: '' });
    expect(empty.json.errors).toEqual({ name: ['Campo obrigatório'], url: ['Campo obrigatório'] });
    const after = (await call(list as never, '/api/admin/pages', { headers: callers.content! }))
      .json.content as PageSummary[];
    expect(after).toEqual(before);
  });

  test('a page is built as a draft, refused while a block is wrong, scheduled, and goes live at its time', async () => {
    const made = await newPage({ name: 'Semana do Notebook', url: '/semana-do-notebook' });
    expect(made.status).toBe(200);
    let view = made.json.content as PageEditorView;
    expect(view.draft.url).toBe('semana-do-notebook');

    // Wrong blocks are kept in the draft and told on their fields.
    const wrong = await put(
      view.id,
      draftOf(view, {
        blocks: [
          { type: 'banner-slider', props: { images: [{ url: 'javascript:alert(1)' }] } },
          { type: 'countdown', props: { dateEnd: '2026-13-45' } },
          { type: 'product-grid', props: { title: 'Ofertas' } },
          { type: 'grid-container', props: {}, children: [] },
          { type: 'marquee', props: {} },
          JOURNEY_BLOCKS[3]!,
        ],
      }),
    );
    expect(wrong.status).toBe(200);
    view = wrong.json.content as PageEditorView;
    expect(view.problems).toEqual({
      'blocks.0.props.images.0.url': [
        'Use um caminho da loja que comece com / ou um endereço http(s).',
      ],
      'blocks.1.props.dateEnd': ['Use uma data válida (dd/mm/aaaa).'],
      'blocks.2.props': ['Informe os produtos ou uma categoria.'],
      'blocks.3.children': ['Coloque ao menos um bloco dentro deste.'],
      'blocks.4.type': ['Este tipo de bloco não existe.'],
    });
    const refused = await go(view.id);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      'A página tem blocos com erros; corrija-os antes de publicar.',
    );
    expect(refused.json.errors).toEqual(view.problems);
    expect(await storefront('semana-do-notebook')).toBeNull();

    // A save based on an older revision would lose another editor's work: refused.
    const stale = await put(view.id, { ...draftOf(view), revision: view.revision - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(
      'Outra pessoa salvou esta página enquanto você editava. Copie o que mudou e recarregue a página para ver a versão atual.',
    );

    const fixed = await put(
      view.id,
      draftOf(view, { blocks: JOURNEY_BLOCKS, metaTitle: 'Semana do Notebook | Loja Demo' }),
    );
    view = fixed.json.content as PageEditorView;
    expect(view.problems).toEqual({});

    // Scheduled for a minute later: not live before, live once the job runs at its time.
    const at = new Date(Date.now() + 60_000);
    const scheduled = await go(view.id, { at: at.toISOString() });
    expect(scheduled.status).toBe(200);
    expect(scheduled.json.content).toMatchObject({
      status: 'scheduled',
      publishAt: at.toISOString(),
    });
    // The draft may go on changing: what goes live is the page as it was scheduled.
    view = scheduled.json.content as PageEditorView;
    const editing = (await put(view.id, draftOf(view, { name: 'Semana do Notebook (rascunho)' })))
      .json.content as PageEditorView;
    expect(await publishDuePages(database.db, new Date(at.getTime() - 1000))).toEqual([]);
    expect(await storefront('semana-do-notebook')).toBeNull();

    // The job answers the tags it made stale (the job runner expires them, lib/server/jobs.ts).
    const expired = await publishDuePages(database.db, new Date(at.getTime() + 1000));
    expect(expired).toEqual(expect.arrayContaining(['t1:content', 't1:route:semana-do-notebook']));
    const live = await storefront('semana-do-notebook');
    expect(live).toMatchObject({
      name: 'Semana do Notebook',
      visible: true,
      metaTitle: 'Semana do Notebook | Loja Demo',
      json: { blocks: JOURNEY_BLOCKS },
    });
    const after = await call(read as never, `/api/admin/pages/${view.id}`, {
      headers: callers.content!,
      params: { id: String(view.id) },
    });
    // The draft that changed after the schedule is still there, waiting; its editor, still on
    // it, saves on without a conflict (the job changed no draft).
    expect(after.json.content).toMatchObject({
      status: 'changed',
      publishAt: null,
      draft: { name: 'Semana do Notebook (rascunho)' },
    });
    const goingOn = await put(view.id, draftOf(editing, { name: 'Semana do Notebook 2' }));
    expect(goingOn.status).toBe(200);
    const history = await call(versions as never, `/api/admin/pages/${view.id}/versions`, {
      headers: callers.content!,
      params: { id: String(view.id) },
    });
    expect(history.json.content).toEqual([
      {
        id: expect.any(Number),
        publishedAt: expect.any(String),
        by: 'conteudo@exemplo.com.br',
        name: 'Semana do Notebook',
        url: 'semana-do-notebook',
        blocks: 4,
      },
    ]);
    const audit = await database.db
      .select({ action: auditLog.action, actor: auditLog.actorLabel })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'page'), eq(auditLog.entityId, String(view.id))))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { action: 'page.create', actor: 'conteudo@exemplo.com.br' },
      { action: 'page.schedule', actor: 'conteudo@exemplo.com.br' },
      { action: 'page.publish', actor: 'system' },
    ]);
  });

  test('published now, moved, and restored from the history without touching the storefront', async () => {
    const made = await newPage({ name: 'Garantia', url: 'garantia-premium' });
    let view = made.json.content as PageEditorView;
    view = (await put(view.id, draftOf(view, { blocks: [JOURNEY_BLOCKS[1]!] }))).json
      .content as PageEditorView;
    (revalidateTag as jest.Mock).mockClear();
    const first = await go(view.id);
    expect(first.json.content).toMatchObject({ status: 'published', problems: {} });
    expect(revalidated()).toEqual(expect.arrayContaining(['t1:route:garantia-premium']));
    view = first.json.content as PageEditorView;

    view = (
      await put(
        view.id,
        draftOf(view, { name: 'Garantia estendida', url: 'garantia-estendida-premium' }),
      )
    ).json.content as PageEditorView;
    expect(view.status).toBe('changed');
    expect(await storefront('garantia-premium')).toMatchObject({ name: 'Garantia' });
    // What the editor saw is what goes live: a publication naming an older draft is refused.
    const behind = await go(view.id, { revision: view.revision - 1 });
    expect(behind.status).toBe(409);
    expect(await storefront('garantia-premium')).toMatchObject({ name: 'Garantia' });
    await go(view.id, { revision: view.revision });
    expect(await storefront('garantia-premium')).toBeNull();
    // The old address leads to the new one.
    expect(
      await database.db
        .select({ to: urlRedirects.toUrl })
        .from(urlRedirects)
        .where(and(eq(urlRedirects.tenantId, 1), eq(urlRedirects.fromUrl, 'garantia-premium'))),
    ).toEqual([{ to: 'garantia-estendida-premium' }]);
    expect(await storefront('garantia-estendida-premium')).toMatchObject({
      name: 'Garantia estendida',
    });

    const history = (
      await call(versions as never, `/api/admin/pages/${view.id}/versions`, {
        headers: callers.owner!,
        params: { id: String(view.id) },
      })
    ).json.content as PageVersion[];
    expect(history.map((v) => v.name)).toEqual(['Garantia estendida', 'Garantia']);
    const restored = await write(
      restore,
      `/api/admin/pages/${view.id}/versions/${history[1]!.id}/restore`,
      'POST',
      undefined,
      { id: String(view.id), version: String(history[1]!.id) },
      callers.owner!,
    );
    expect(restored.status).toBe(200);
    expect(restored.json.content).toMatchObject({
      status: 'changed',
      draft: { name: 'Garantia', url: 'garantia-premium' },
    });
    expect(await storefront('garantia-estendida-premium')).toMatchObject({
      name: 'Garantia estendida',
    });

    // A schedule can be called off; a version of another page is not found.
    const at = new Date(Date.now() + 3_600_000).toISOString();
    view = restored.json.content as PageEditorView;
    expect((await go(view.id, { at })).json.content).toMatchObject({ status: 'scheduled' });
    const off = await write(
      unschedule,
      `/api/admin/pages/${view.id}/schedule`,
      'DELETE',
      undefined,
      { id: String(view.id) },
      callers.content!,
    );
    expect(off.json.content).toMatchObject({ status: 'changed', publishAt: null });
    const elsewhere = await write(
      restore,
      `/api/admin/pages/1/versions/${history[1]!.id}/restore`,
      'POST',
      undefined,
      { id: '1', version: String(history[1]!.id) },
      callers.owner!,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.message).toBe('Versão não encontrada.');
  });

  test('English texts are kept beside the Portuguese and published with them', async () => {
    const made = await newPage({ name: 'Trocas e devoluções', url: 'trocas-premium' });
    let view = made.json.content as PageEditorView;
    const button = {
      type: 'button',
      props: { text: 'Ver ofertas', link: '/notebooks' },
      translations: { en: { text: 'See deals', link: 'javascript:alert(1)' } },
    };
    const saved = await put(
      view.id,
      draftOf(view, {
        blocks: [button],
        translations: { en: { name: ' Returns ', metaTitle: '   ' } },
      }),
    );
    view = saved.json.content as PageEditorView;
    // Blank translations are none: the Portuguese shows.
    expect(view.draft.translations).toEqual({ en: { name: 'Returns' } });
    expect(view.problems).toEqual({
      'blocks.0.translations.en.link': [
        'Use um caminho da loja que comece com / ou um endereço http(s).',
      ],
    });
    expect((await go(view.id)).status).toBe(422);
    view = (
      await put(
        view.id,
        draftOf(view, { blocks: [{ ...button, translations: { en: { text: 'See deals' } } }] }),
      )
    ).json.content as PageEditorView;
    expect((await go(view.id)).status).toBe(200);
    expect(await storefront('trocas-premium')).toMatchObject({
      name: 'Trocas e devoluções',
      translations: { en: { name: 'Returns' } },
      json: { blocks: [{ translations: { en: { text: 'See deals' } } }] },
    });
  });

  test('a schedule whose address was taken meanwhile is called off, and the run goes on', async () => {
    const first = (await newPage({ name: 'Outlet', url: 'outlet-premium' })).json
      .content as PageEditorView;
    const moved = (
      await put(
        first.id,
        draftOf(first, { url: 'outlet-novo-premium', blocks: [JOURNEY_BLOCKS[1]!] }),
      )
    ).json.content as PageEditorView;
    const second = (await newPage({ name: 'Cupons', url: 'cupons-premium' })).json
      .content as PageEditorView;
    const ready = (await put(second.id, draftOf(second, { blocks: [JOURNEY_BLOCKS[1]!] }))).json
      .content as PageEditorView;
    const at = new Date(Date.now() + 60_000);
    await go(moved.id, { at: at.toISOString() });
    await go(ready.id, { at: new Date(at.getTime() + 1000).toISOString() });
    // Another page takes the first one's new address before its time.
    expect((await newPage({ name: 'Outlet novo', url: 'outlet-novo-premium' })).status).toBe(200);

    await publishDuePages(database.db, new Date(at.getTime() + 5000));
    expect(await storefront('outlet-premium')).toBeNull();
    expect(await storefront('cupons-premium')).toMatchObject({ name: 'Cupons' });
    const called = await call(read as never, `/api/admin/pages/${moved.id}`, {
      headers: callers.content!,
      params: { id: String(moved.id) },
    });
    expect(called.json.content).toMatchObject({ status: 'unpublished', publishAt: null });
    const [refusal] = await database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'page'), eq(auditLog.entityId, String(moved.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(refusal).toEqual({
      action: 'page.schedule.refused',
      after: { publishAt: null, url: 'outlet-novo-premium', reason: 'urlTaken' },
    });
  });

  test("another store's page is not found, and nothing of it changes", async () => {
    const theirs = await database.db
      .select({ id: contentPages.id, name: contentPages.name })
      .from(contentPages)
      .where(ne(contentPages.tenantId, 1))
      .limit(1);
    const res = await call(read as never, `/api/admin/pages/${theirs[0]!.id}`, {
      headers: callers.owner!,
      params: { id: String(theirs[0]!.id) },
    });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Página não encontrada.');
    const publishing = await go(theirs[0]!.id, {}, callers.owner!);
    expect(publishing.status).toBe(404);
    const [after] = await database.db
      .select({ name: contentPages.name })
      .from(contentPages)
      .where(eq(contentPages.id, theirs[0]!.id));
    expect(after).toEqual({ name: theirs[0]!.name });
  });

  test("the home's address does not change; a time in the past publishes now", async () => {
    const pages = (await call(list as never, '/api/admin/pages', { headers: callers.owner! })).json
      .content as PageSummary[];
    const home = pages.find((p) => p.url === 'home')!;
    const opened = await call(read as never, `/api/admin/pages/${home.id}`, {
      headers: callers.owner!,
      params: { id: String(home.id) },
    });
    const view = opened.json.content as PageEditorView;
    const moved = await put(home.id, draftOf(view, { url: 'inicio' }), callers.owner!);
    expect(moved.status).toBe(422);
    expect(moved.json.errors).toEqual({ url: ['O endereço da página inicial não muda.'] });
    const past = await go(
      home.id,
      { at: new Date(Date.now() - 60_000).toISOString() },
      callers.owner!,
    );
    expect(past.json.content).toMatchObject({ status: 'published', publishAt: null });
    const bad = await go(home.id, { at: 'amanhã' }, callers.owner!);
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ at: ['Data inválida'] });
  });
});

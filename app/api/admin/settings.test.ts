/**
 * The store's settings (issue 30 item 5): only its owners see and change them; maintenance
 * switched on here refuses the next purchase, the header message reaches the store's data, and
 * each change is audited. Bad input changes nothing.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { GET as read, PATCH as change } from '@/app/api/admin/settings/route';
import { POST as addDomain } from '@/app/api/admin/settings/domains/route';
import { DELETE as removeDomain } from '@/app/api/admin/settings/domains/[domain]/route';
import { findTenantByDomain } from '@/lib/server/tenancy/resolve';
import { POST as createCart } from '@/app/api/sale/order/route';
import type { StoreSettingsView } from '@/lib/contracts/back-office-settings';
import { auditLog, products } from '@/lib/server/db/schema';
import { getCompany } from '@/lib/server/services/company';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { backOfficeCallers, operatorCookieOf, SAME_ORIGIN_JSON } from '@/test/sessions';

jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));

const MAINTENANCE = 'Loja em manutenção. Nenhuma compra será aceita no momento.';
/** Loja Demo's settings besides those a test changes, as seeded. */
const DEMO_REST = {
  name: 'Loja Demo',
  translations: {
    en: { headerMessage: 'Free shipping across Brazil on orders over R$ 299 · 10% off with Pix' },
  },
  domains: ['127.0.0.1', 'localhost'],
  contacts: {
    whatsapp: '5511999999999',
    email: 'atendimento@demo.exemplo.com.br',
    salesPhone: '(11) 4000-1000',
    supportPhone: '(11) 4000-2000',
    corporateSalesPhone: '0800 000 0000',
  },
  interface: { ageNotification: false, hasCategoriesMenu: true, interestFreeInstallments: 12 },
  tools: { googleAnalyticsId: null, googleTagManagerId: null, facebookPixelId: null },
  paymentOptions: {
    pagseguroQrCode: { active: true },
    pagseguroBillet: { active: true },
    pagseguroCreditCard: { active: true },
    mercadopagoCreditCard: { active: false },
  },
  // Tests run without the providers' credentials: the sandbox takes every option.
  paymentCredentials: {
    pagseguroQrCode: 'sandbox',
    pagseguroBillet: 'sandbox',
    pagseguroCreditCard: 'sandbox',
    mercadopagoCreditCard: 'sandbox',
  },
  defaultInCashPayment: 'pix',
  defaultInInstallmentPayment: 'creditCard',
  socialLogin: { facebook: { app_id: 'null' }, google: { client_id: 'demo-google-client' } },
  openingHours: {
    support: 'Segunda a sexta, das 08:00 às 17:45',
    sales: 'Segunda a sexta, das 09:00 às 18:00 e sábado, das 09:00 às 12:30',
  },
  productPlaceholder: '/media/notebook-a.svg',
};
/**
 * Loja Demo's settings as seeded, as a PATCH sends them: the credentials' status is the
 * server's, and domains have calls of their own.
 */
const SEEDED_BODY = Object.fromEntries(
  Object.entries(DEMO_REST).filter(([key]) => key !== 'paymentCredentials' && key !== 'domains'),
);
/** Loja Demo's colours as seeded. */
const DEMO_THEME = {
  primary: '#1d4ed8',
  primaryContrast: '#ffffff',
  accent: '#f59e0b',
  background: '#ffffff',
  foreground: '#171717',
};

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
beforeAll(async () => {
  database = await createTestDatabase();
  callers = await backOfficeCallers(database.db);
});
afterAll(() => database.drop());

const patch = (body: unknown, headers: Record<string, string> = callers.owner!) =>
  call(change as never, '/api/admin/settings', {
    method: 'PATCH',
    headers: { ...SAME_ORIGIN_JSON, ...headers },
    body: JSON.stringify(body),
  });

/** A cart with one unit of a simple product of the demo store that is on sale. */
async function newCart() {
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, 1),
        eq(products.type, 'simple'),
        eq(products.saleable, true),
        gt(products.stock, 5),
      ),
    )
    .limit(1);
  return call(createCart, '/api/sale/order', {
    method: 'POST',
    body: new URLSearchParams({ 'items[0][product]': String(product!.id) }),
  });
}

describe(`the store's settings, on ${databaseKind}`, () => {
  test.each([
    ['owner', 200],
    ['catalog', 404],
    ['orders', 404],
    ['content', 404],
    ['catalogKey', 404],
    ['ordersKey', 404],
    ['otherStore', 401],
    ['customer', 401],
    ['visitor', 401],
  ])('%s: answered %i', async (who, status) => {
    const headers = callers[who]!;
    expect((await call(read as never, '/api/admin/settings', { headers })).status).toBe(status);
    expect((await patch({ headerMessage: `Frete grátis (${who})` }, headers)).status).toBe(status);
  });

  test('maintenance refuses the next purchase; the header message reaches the store; both audited', async () => {
    // Its own starting point, whatever the tests before it left.
    expect(
      (await patch({ maintenance: false, headerMessage: 'Frete grátis no Norte' })).status,
    ).toBe(200);
    const before = await getCompany(database.db, { tenantId: 1 });
    const bad = await patch({ maintenance: 'sim', headerMessage: 'x'.repeat(161) });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({
      maintenance: ['Valor inválido'],
      headerMessage: ['Texto muito longo'],
    });
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual(before);

    (revalidateTag as jest.Mock).mockClear();
    const closed = await patch({ maintenance: true, headerMessage: '  Frete grátis no Sul  ' });
    expect(closed.status).toBe(200);
    // Every cached page and loader of the store carries its tag: expired at once.
    expect((revalidateTag as jest.Mock).mock.calls).toEqual([['store:demo', { expire: 0 }]]);
    expect(closed.json.content as StoreSettingsView).toEqual({
      ...DEMO_REST,
      theme: DEMO_THEME,
      maintenance: true,
      headerMessage: 'Frete grátis no Sul',
    });
    expect(await getCompany(database.db, { tenantId: 1 })).toMatchObject({
      maintenance: true,
      headerMessage: 'Frete grátis no Sul',
    });
    const refused = await newCart();
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ success: false, message: MAINTENANCE });

    const open = await patch({ maintenance: false, headerMessage: '' });
    expect(open.json.content).toEqual({
      maintenance: false,
      headerMessage: null,
      ...DEMO_REST,
      theme: DEMO_THEME,
    });
    expect((await newCart()).status).toBe(201);
    expect(
      (await call(read as never, '/api/admin/settings', { headers: callers.owner! })).json,
    ).toMatchObject({ content: { maintenance: false, headerMessage: null } });

    const trail = await database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store'), eq(auditLog.entityId, '1')))
      .orderBy(auditLog.id);
    expect(trail.slice(-2)).toEqual([
      {
        action: 'store.settings',
        before: { maintenance: false, headerMessage: 'Frete grátis no Norte' },
        after: { maintenance: true, headerMessage: 'Frete grátis no Sul' },
      },
      {
        action: 'store.settings',
        before: { maintenance: true, headerMessage: 'Frete grátis no Sul' },
        after: { maintenance: false, headerMessage: null },
      },
    ]);
  });

  test('a change of one setting keeps the other and the rest of the store; saving the same is no change', async () => {
    expect((await patch({ maintenance: false, headerMessage: 'Parcele em 10x' })).status).toBe(200);
    const before = await getCompany(database.db, { tenantId: 1 });
    const trailLength = async () =>
      (
        await database.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(eq(auditLog.entity, 'store'))
      ).length;
    const audited = await trailLength();

    const onlyMaintenance = await patch({ maintenance: true });
    expect(onlyMaintenance.json.content).toEqual({
      ...DEMO_REST,
      theme: DEMO_THEME,
      maintenance: true,
      headerMessage: 'Parcele em 10x',
    });
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual({
      ...before,
      maintenance: true,
    });

    // A message of spaces is no message: the bar goes away, nothing else moves.
    const blank = await patch({ headerMessage: '   ' });
    expect(blank.json.content).toEqual({
      maintenance: true,
      headerMessage: null,
      ...DEMO_REST,
      theme: DEMO_THEME,
    });
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual({
      ...before,
      maintenance: true,
      headerMessage: null,
    });
    expect(await trailLength()).toBe(audited + 2);

    (revalidateTag as jest.Mock).mockClear();
    const same = await patch({ maintenance: true, headerMessage: '' });
    expect(same.status).toBe(200);
    expect(same.json.content).toEqual({
      maintenance: true,
      headerMessage: null,
      ...DEMO_REST,
      theme: DEMO_THEME,
    });
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(await trailLength()).toBe(audited + 2);
    await patch({ maintenance: false });
  });

  test("the store's colours: a pair under 4.5:1 is refused on its colour; a readable theme reaches the store", async () => {
    const before = await getCompany(database.db, { tenantId: 1 });
    expect(before.theme).toEqual(DEMO_THEME);
    const unreadable = await patch({ theme: { ...DEMO_THEME, accent: 'amarelo' } });
    expect(unreadable.status).toBe(422);
    expect(unreadable.json.errors).toEqual({
      'theme.accent': ['Use uma cor no formato #RRGGBB.'],
    });
    const lowContrast = await patch({
      theme: { ...DEMO_THEME, primary: '#FACC15', background: '#d4d4d4' },
    });
    expect(lowContrast.json.errors).toEqual({
      'theme.primaryContrast': [
        'O texto dos botões fica difícil de ler sobre a cor principal: contraste abaixo de 4,5:1.',
      ],
      'theme.primary': [
        'Links nesta cor ficam difíceis de ler sobre o fundo das páginas: contraste abaixo de 4,5:1.',
        'Links nesta cor ficam difíceis de ler sobre os cartões brancos: contraste abaixo de 4,5:1.',
      ],
      'theme.background': [
        'Os textos cinza da loja ficam difíceis de ler sobre este fundo: contraste abaixo de 4,5:1.',
      ],
    });
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual(before);

    (revalidateTag as jest.Mock).mockClear();
    const violet = { ...DEMO_THEME, primary: '#6D28D9', accent: '#db2777' };
    const saved = await patch({ theme: violet });
    expect(saved.status).toBe(200);
    expect((saved.json.content as StoreSettingsView).theme).toEqual({
      ...violet,
      primary: '#6d28d9',
    });
    expect((revalidateTag as jest.Mock).mock.calls).toEqual([['store:demo', { expire: 0 }]]);
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual({
      ...before,
      theme: { ...violet, primary: '#6d28d9' },
    });
    const [audited] = await database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entity, 'store'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited).toEqual({
      before: { theme: DEMO_THEME },
      after: { theme: { ...violet, primary: '#6d28d9' } },
    });
    await patch({ ...DEMO_REST, theme: DEMO_THEME });
  });

  test('name, contacts, features and analytics ids: checked, each empty one none, the rest of the store as it was', async () => {
    const before = await getCompany(database.db, { tenantId: 1 });
    const wrong = await patch({
      name: ' ',
      contacts: { ...DEMO_REST.contacts, whatsapp: '(11) 99999-9999', email: 'atendimento@' },
      tools: { googleAnalyticsId: 'UA-1234-1', googleTagManagerId: 'gtm', facebookPixelId: 'abc' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({
      name: ['Campo obrigatório'],
      'contacts.whatsapp': [
        'Informe o WhatsApp só com números, com o código do país e o DDD (12 ou 13 dígitos).',
      ],
      'contacts.email': ['Email inválido'],
      'tools.googleAnalyticsId': ['Use o ID de medição do Google Analytics 4, como G-ABC123XYZ.'],
      'tools.googleTagManagerId': [
        'Use o ID do contêiner do Google Tag Manager, como GTM-ABC1234.',
      ],
      'tools.facebookPixelId': ['Use o ID do Pixel da Meta: só números.'],
    });
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual(before);

    const saved = await patch({
      name: '  Loja Demo Nordeste ',
      contacts: {
        whatsapp: '5581988887777',
        email: 'sac@demo.exemplo.com.br',
        salesPhone: '(81) 3000-1000',
        supportPhone: '',
        corporateSalesPhone: '',
      },
      interface: { ageNotification: true, hasCategoriesMenu: false },
      tools: { googleAnalyticsId: 'G-ABC123XYZ', googleTagManagerId: '', facebookPixelId: '' },
    });
    expect(saved.status).toBe(200);
    const after = await getCompany(database.db, { tenantId: 1 });
    expect(after).toEqual({
      ...before,
      name: 'Loja Demo Nordeste',
      contacts: {
        whatsapp: '5581988887777',
        email: 'sac@demo.exemplo.com.br',
        salesPhone: '(81) 3000-1000',
        supportPhone: null,
        corporateSalesPhone: null,
        // Not edited on this page: kept.
        address: before.contacts.address,
      },
      interface: { ...before.interface, ageNotification: true, hasCategoriesMenu: false },
      tools: { googleAnalyticsId: 'G-ABC123XYZ', googleTagManagerId: null, facebookPixelId: null },
    });
    await patch({
      ...SEEDED_BODY,
      contacts: DEMO_REST.contacts,
      tools: { googleAnalyticsId: '', googleTagManagerId: '', facebookPixelId: '' },
    });
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual(before);
  });
  test('payments, social login, opening hours, installments and the product placeholder: checked, then on the storefront', async () => {
    const before = await getCompany(database.db, { tenantId: 1 });
    const off = { active: false };
    const none = await patch({
      paymentOptions: {
        pagseguroQrCode: off,
        pagseguroBillet: off,
        pagseguroCreditCard: off,
        mercadopagoCreditCard: off,
      },
    });
    expect(none.status).toBe(422);
    expect(none.json.errors).toEqual({
      paymentOptions: ['Deixe ao menos uma forma de pagamento ligada.'],
    });
    // Pix off while it is the payment in cash: the storefront would advertise what it does not take.
    const noPix = await patch({
      paymentOptions: { ...DEMO_REST.paymentOptions, pagseguroQrCode: off },
    });
    expect(noPix.status).toBe(422);
    expect(noPix.json.errors).toEqual({
      defaultInCashPayment: [
        'Ligue uma forma de pagamento deste tipo antes de escolhê-la como padrão.',
      ],
    });
    const badIds = await patch({
      socialLogin: { facebook: { app_id: 'app da loja' }, google: { client_id: 'com espaço' } },
      interface: { ageNotification: false, hasCategoriesMenu: true, interestFreeInstallments: 13 },
      productPlaceholder: 'javascript:alert(1)',
    });
    expect(badIds.json.errors).toEqual({
      'socialLogin.facebook.app_id': ['Use o ID do app como o Facebook o mostra, sem espaços.'],
      'socialLogin.google.client_id': [
        'Use o Client ID do Google como o console mostra, sem espaços.',
      ],
      'interface.interestFreeInstallments': [expect.any(String)],
      productPlaceholder: ['Use um caminho da loja que comece com / ou um endereço http(s).'],
    });
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual(before);

    const saved = await patch({
      paymentOptions: {
        ...DEMO_REST.paymentOptions,
        pagseguroCreditCard: off,
        mercadopagoCreditCard: { active: true },
      },
      defaultInCashPayment: 'billet',
      socialLogin: { facebook: { app_id: '123456789012' }, google: { client_id: '' } },
      openingHours: { support: ' Todos os dias, 24 horas ', sales: 'Segunda a sábado' },
      interface: { ageNotification: false, hasCategoriesMenu: true, interestFreeInstallments: '6' },
      productPlaceholder: '/media/sem-foto.jpg',
    });
    expect(saved.status).toBe(200);
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual({
      ...before,
      paymentOptions: {
        ...before.paymentOptions,
        pagseguroCreditCard: { active: false },
        mercadopagoCreditCard: { active: true },
      },
      defaultInCashPayment: 'billet',
      // A blank id is SPEC's 'null': no such button.
      socialLogin: { facebook: { app_id: '123456789012' }, google: { client_id: 'null' } },
      openingHours: { support: 'Todos os dias, 24 horas', sales: 'Segunda a sábado' },
      interface: { ...before.interface, interestFreeInstallments: 6 },
      productPlaceholder: '/media/sem-foto.jpg',
    });
    // The secrets never travel: only whether each option can be charged.
    expect((saved.json.content as StoreSettingsView).paymentCredentials).toEqual(
      DEMO_REST.paymentCredentials,
    );
    await patch(SEEDED_BODY);
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual(before);
  });
  test('domains: an owner adds one as typed, cannot take another store’s, nor remove the one in use or the last', async () => {
    const add = (domain: string, headers = callers.owner!) =>
      call(addDomain as never, '/api/admin/settings/domains', {
        method: 'POST',
        headers: { ...SAME_ORIGIN_JSON, ...headers },
        body: JSON.stringify({ domain }),
      });
    const remove = (domain: string, headers = callers.owner!, host = 'localhost') =>
      call(removeDomain as never, `/api/admin/settings/domains/${encodeURIComponent(domain)}`, {
        method: 'DELETE',
        host,
        headers: { ...SAME_ORIGIN_JSON, ...headers },
        params: { domain },
      });
    expect((await add('loja-nova.com.br', callers.content!)).status).toBe(404);

    const added = await add(' https://Loja-Demo.com.BR/ ');
    expect(added.status).toBe(200);
    expect((added.json.content as StoreSettingsView).domains).toEqual([
      '127.0.0.1',
      'localhost',
      'loja-demo.com.br',
    ]);
    expect(await findTenantByDomain(database.db, 'loja-demo.com.br')).toMatchObject({ id: 1 });

    const refused = await add('outra.localhost');
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ domain: ['Este domínio já é de uma loja.'] });
    expect((await add('não é domínio')).json.errors).toEqual({
      domain: ['Informe só o domínio, como loja.com.br.'],
    });

    const inUse = await remove('localhost');
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toBe(
      'Você está usando este domínio agora; entre por outro para removê-lo.',
    );
    expect((await remove('outra.localhost')).status).toBe(404);
    const removed = await remove('loja-demo.com.br');
    expect(removed.status).toBe(200);
    expect((removed.json.content as StoreSettingsView).domains).toEqual(['127.0.0.1', 'localhost']);
    expect(await findTenantByDomain(database.db, 'loja-demo.com.br')).toBeNull();
    const audited = await database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store'), eq(auditLog.tenantId, 1)))
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(audited).toEqual([
      { action: 'store.domain.remove', before: { domain: 'loja-demo.com.br' }, after: null },
      { action: 'store.domain.add', before: null, after: { domain: 'loja-demo.com.br' } },
    ]);

    // Outra Loja has one domain: its last is kept.
    const outraOwner = { cookie: await operatorCookieOf(database.db, 'dono@exemplo.com.br', 2) };
    const last = await remove('outra.localhost', outraOwner, 'outra.localhost');
    expect(last.status).toBe(409);
    expect(last.json.message).toBe('A loja precisa de ao menos um domínio.');
  });
  test('the header message in English: an English shopper reads it, blank is the Portuguese', async () => {
    const before = await getCompany(database.db, { tenantId: 1 });
    const tooLong = await patch({ translations: { en: { headerMessage: 'x'.repeat(161) } } });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.json.errors ?? {})).toEqual(['translations.en.headerMessage']);
    const saved = await patch({
      translations: { en: { headerMessage: ' Free shipping in the South ' } },
    });
    expect(saved.status).toBe(200);
    expect((await getCompany(database.db, { tenantId: 1 })).translations).toEqual({
      en: { headerMessage: 'Free shipping in the South' },
    });
    await patch({ translations: { en: { headerMessage: '' } } });
    expect((await getCompany(database.db, { tenantId: 1 })).translations).toEqual({});
    await patch({ translations: DEMO_REST.translations });
    expect(await getCompany(database.db, { tenantId: 1 })).toEqual(before);
  });
});

/**
 * GET /router for URLs under /portal/{customer}: the portal's content and state go to the
 * company's users only; everyone else gets 401 (nobody logged in) or the portal's 404.
 */
import { GET as router } from '@/app/api/router/route';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const route = async (url: string, email: string | null) =>
  call(router, `/api/router?url=${encodeURIComponent(url)}`, {
    headers: email ? bearer(await sessionTokenOf(database.db, email)) : {},
  });

const callers = {
  visitor: null,
  'store customer': 'cliente@exemplo.com.br',
  'buyer of acme': 'compras@acme.com.br',
  'administrator of acme': 'admin@acme.com.br',
  'buyer of another company': 'compras@globex.com.br',
} as const;
type Caller = keyof typeof callers;

// The status each caller gets for each kind of portal URL: the company's pages are its users',
// the administration its administrator's.
const memberPage: Record<Caller, number> = {
  visitor: 401,
  'store customer': 404,
  'buyer of acme': 200,
  'administrator of acme': 200,
  'buyer of another company': 404,
};
const adminPage: Record<Caller, number> = { ...memberPage, 'buyer of acme': 404 };
const urls: [string, Record<Caller, number>][] = [
  ['/portal/acme', memberPage],
  ['/portal/acme/notebook-demo-pro-15', memberPage],
  ['/portal/acme/carrinho', memberPage],
  ['/portal/acme/checkout', memberPage],
  ['/portal/acme/pedidos', memberPage],
  ['/portal/acme/pedidos/100001', memberPage],
  ['/portal/acme/admin/compradores', adminPage],
  ['/portal/acme/admin/empresas', adminPage],
  [
    // Nobody logged in learns which companies have a portal: the login form for any name.
    '/portal/nao-existe',
    {
      visitor: 401,
      'store customer': 404,
      'buyer of acme': 404,
      'administrator of acme': 404,
      'buyer of another company': 404,
    },
  ],
];

describe(`GET /router under a portal on ${databaseKind}`, () => {
  const cells = urls.flatMap(([url, expected]) =>
    (Object.keys(callers) as Caller[]).map((caller) => [url, caller, expected[caller]] as const),
  );
  test.each(cells)('%s as %s → %i', async (url, caller, status) => {
    const answer = await route(url, callers[caller]);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    if (status === 200) return;
    expect(answer.json.content).toBeUndefined();
    if (status === 404) expect(answer.json.message).toBe('Portal não encontrado.');
  });

  test("a buyer gets the company's page and the portal state", async () => {
    const answer = await route('/portal/acme', 'compras@acme.com.br');
    expect(answer.json.content).toMatchObject({
      type: 'content',
      content: { url: 'portal/acme', name: 'Portal Acme Tecnologia' },
      portal: {
        url: '/portal/acme',
        cartUrl: '/portal/acme/carrinho',
        checkoutUrl: '/portal/acme/checkout',
        customerName: 'Acme Tecnologia Ltda',
        role: 'buyer',
      },
    });
    expect(JSON.stringify(answer.json.content)).toContain('Bem-vindo ao portal de compras da Acme');
  });

  test('the administrator gets a product with the portal state', async () => {
    const answer = await route('/portal/acme/notebook-demo-pro-15', 'admin@acme.com.br');
    expect(answer.json.content).toMatchObject({
      type: 'product',
      content: { url: 'notebook-demo-pro-15' },
      portal: { role: 'admin', customerName: 'Acme Tecnologia Ltda' },
    });
    const missing = await route('/portal/acme/nao-existe-produto', 'admin@acme.com.br');
    expect(missing.status).toBe(404);
  });

  test("the public router never answers a portal's page, whatever its spelling", async () => {
    for (const url of ['/Portal/acme', 'portal/acme/', '/portal//acme'])
      expect((await route(url, null)).status).toBe(401);
    expect((await route('/portal', 'cliente@exemplo.com.br')).status).toBe(404);
  });
});

/** POST /customer/auth with Google and Facebook tokens of the local test issuer: no network. */
import { and, eq } from 'drizzle-orm';
import { GET as devToken } from '@/app/api/dev/social-token/route';
import { GET as me } from '@/app/api/customer/auth/me/route';
import { POST as login } from '@/app/api/customer/auth/route';
import { POST as createCart } from '@/app/api/sale/order/route';
import { GET as getRoute } from '@/app/api/router/route';
import type { Order } from '@/lib/contracts/cart';
import type { CustomerSession } from '@/lib/contracts/customer';
import { setSocialVerifiers } from '@/lib/server/auth/social';
import { createFacebookVerifier } from '@/lib/server/auth/social/facebook';
import { mintTestFacebookToken, signTestIdToken } from '@/lib/server/auth/social/test-issuer';
import { companies, customers } from '@/lib/server/db/schema';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { RATE_POLICIES } from '@/lib/server/security/limits';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';

let database: TestDatabase;
const previousIssuer = process.env.SOCIAL_TEST_ISSUER;
beforeAll(async () => {
  process.env.SOCIAL_TEST_ISSUER = '1';
  database = await createTestDatabase();
});
afterAll(async () => {
  process.env.SOCIAL_TEST_ISSUER = previousIssuer;
  await database.drop();
});
beforeEach(async () => {
  setSocialVerifiers(null);
  await forgetRateCounts();
});

let address = 0;
const nextAddress = () => `10.1.0.${++address}`;

function logIn(body: Record<string, unknown>, init: { host?: string; address?: string } = {}) {
  return call(login, '/api/customer/auth', {
    method: 'POST',
    host: init.host,
    headers: {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: sealAddress(init.address ?? nextAddress()),
    },
    body: JSON.stringify(body),
  });
}
const session = (res: { json: { content?: unknown } }) => res.json.content as CustomerSession;
const googleFailed = { success: false, message: 'Não foi possível entrar com o Google.' };
const facebookFailed = { success: false, message: 'Não foi possível entrar com o Facebook.' };

const demoGoogle = 'demo-google-client';
const outraGoogle = 'outra-google-client';
const outraFacebook = 'outra-facebook-app';

async function customersNamed(email: string) {
  return database.db
    .select({ id: customers.id, tenantId: customers.tenantId })
    .from(customers)
    .where(eq(customers.email, email));
}

describe(`Google login on ${databaseKind}`, () => {
  test('logs in the customer of the verified e-mail: token, HttpOnly cookie, /auth/me', async () => {
    const googleToken = signTestIdToken({ aud: demoGoogle, email: 'Cliente@Exemplo.com.br' });
    const res = await logIn({ googleToken });
    expect(res.status).toBe(200);
    const content = session(res);
    expect(content).toMatchObject({
      role: 'CUSTOMER',
      customer: {
        name: 'Maria Cliente da Silva',
        email: 'cliente@exemplo.com.br',
        isCustomerDataComplete: true,
      },
      customer_cart: null,
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`storefront_session=${content.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    const who = await call(me, '/api/customer/auth/me', {
      headers: { authorization: `Bearer ${content.token}` },
    });
    expect(who.json.content).toMatchObject({ customer: { email: 'cliente@exemplo.com.br' } });

    // The older spelling of the field works the same.
    const alias = await logIn({ accessTokenGoogle: googleToken });
    expect(session(alias).customer.id).toBe(content.customer.id);
  });

  test('an unknown e-mail becomes a customer with name and e-mail only: incomplete, no password', async () => {
    const email = 'nova.google@exemplo.com.br';
    const token = () => signTestIdToken({ aud: demoGoogle, email, name: 'Gabriela Google' });
    const res = await logIn({ googleToken: token() });
    expect(res.status).toBe(200);
    expect(session(res).customer).toMatchObject({
      name: 'Gabriela Google',
      email,
      document: null,
      birthDate: null,
      phone: null,
      isCustomerDataComplete: false,
    });
    const [row] = await database.db.select().from(customers).where(eq(customers.email, email));
    expect(row).toMatchObject({ role: 'CUSTOMER', active: true, passwordHash: null });

    // The next login finds the same customer; two at once still make only one.
    await Promise.all([logIn({ googleToken: token() }), logIn({ googleToken: token() })]);
    expect(await customersNamed(email)).toHaveLength(1);
    // Without a password hash, no password logs in.
    const byPassword = await logIn({ login: email, password: 'Senha123' });
    expect(byPassword.json).toEqual({ success: false, message: 'Email ou senha inválidos.' });
  });

  test.each([
    ['another store’s client id', { aud: 'outro-cliente' }],
    ['the client id of store outra', { aud: outraGoogle }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }],
    ['an unverified e-mail', { email_verified: false }],
    ["Google's issuer on a test-issuer token", { iss: 'https://accounts.google.com' }],
  ])('%s → 401, no session, nothing created', async (_, override) => {
    const email = `recusado.${address}@exemplo.com.br`;
    const res = await logIn({
      googleToken: signTestIdToken({ aud: demoGoogle, email, ...override }),
    });
    expect(res.status).toBe(401);
    expect(res.json).toEqual(googleFailed);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await customersNamed(email)).toHaveLength(0);
  });

  test('a bad signature (the payload changed after signing) → 401, nothing created', async () => {
    const [head, , signature] = signTestIdToken({
      aud: demoGoogle,
      email: 'a@exemplo.com.br',
    }).split('.');
    const payload = Buffer.from(
      JSON.stringify({
        iss: 'https://social-test-issuer.invalid',
        aud: demoGoogle,
        sub: 'x',
        email: 'forjado@exemplo.com.br',
        email_verified: true,
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    const res = await logIn({ googleToken: `${head}.${payload}.${signature}` });
    expect(res.json).toEqual(googleFailed);
    expect(await customersNamed('forjado@exemplo.com.br')).toHaveLength(0);
  });

  test('the same person on store outra is its own customer there', async () => {
    const res = await logIn(
      { googleToken: signTestIdToken({ aud: outraGoogle, email: 'cliente@exemplo.com.br' }) },
      { host: 'outra.localhost' },
    );
    expect(session(res).customer.name).toBe('Maria da Outra Loja');
  });

  test('a user who is not a CUSTOMER, or no longer active, gets the password login’s refusal', async () => {
    const operator = await logIn({
      googleToken: signTestIdToken({ aud: demoGoogle, email: 'operador@exemplo.com.br' }),
    });
    expect(operator.status).toBe(401);
    expect(operator.json).toEqual({ success: false, message: 'Email ou senha inválidos.' });

    const email = 'inativo.google@exemplo.com.br';
    expect((await logIn({ googleToken: signTestIdToken({ aud: demoGoogle, email }) })).status).toBe(
      200,
    );
    await database.db.update(customers).set({ active: false }).where(eq(customers.email, email));
    const inactive = await logIn({ googleToken: signTestIdToken({ aud: demoGoogle, email }) });
    expect(inactive.json).toEqual({ success: false, message: 'Email ou senha inválidos.' });
  });

  test("the shopper's cart becomes the customer's, as with a password", async () => {
    const product = await call(getRoute, '/api/router?url=ssd-demo-1tb');
    const productId = (product.json.content as { content: { id: number } }).content.id;
    const cart = await call(createCart, '/api/sale/order', {
      method: 'POST',
      body: new URLSearchParams({
        'items[0][product]': String(productId),
        'items[0][quantity]': '2',
      }),
    });
    const cartId = (cart.json.content as Order).id;
    const res = await logIn({
      googleToken: signTestIdToken({ aud: demoGoogle, email: 'carrinho.google@exemplo.com.br' }),
      cart: cartId,
    });
    const content = session(res);
    expect(content.customer_cart?.id).toBe(cartId);
    expect(content.customer_cart?.items.map((i) => `${i.quantity}× ${i.name}`)).toEqual([
      '2× SSD Demo 1TB',
    ]);
  });

  test(`failed social logins count per address with the password ones: 429 after ${RATE_POLICIES.login.per.address.limit}`, async () => {
    const from = nextAddress();
    const bad = signTestIdToken({ aud: 'outro-cliente', email: 'x@exemplo.com.br' });
    for (let i = 0; i < RATE_POLICIES.login.per.address.limit - 1; i++)
      expect((await logIn({ googleToken: bad }, { address: from })).status).toBe(401);
    await logIn({ login: 'cliente@exemplo.com.br', password: 'errada1' }, { address: from });
    const good = signTestIdToken({ aud: demoGoogle, email: 'cliente@exemplo.com.br' });
    const blocked = await logIn({ googleToken: good }, { address: from });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Muitas tentativas de acesso. Tente novamente em 15 min.');
    expect((await logIn({ googleToken: good })).status).toBe(200);
  });
});

describe(`Facebook login on ${databaseKind}`, () => {
  test("store demo has no Facebook login (app id 'null'): refused, nothing created", async () => {
    const email = 'face.demo@exemplo.com.br';
    for (const appId of ['null', outraFacebook]) {
      const res = await logIn({ facebookToken: mintTestFacebookToken({ appId, email }) });
      expect(res.status).toBe(401);
      expect(res.json).toEqual(facebookFailed);
    }
    expect(await customersNamed(email)).toHaveLength(0);
  });

  test('on store outra a token of its app logs in (and creates the customer there only)', async () => {
    const email = 'face.outra@exemplo.com.br';
    const facebookToken = mintTestFacebookToken({
      appId: outraFacebook,
      email,
      name: 'Fábio Face',
    });
    const res = await logIn({ accessTokenFacebook: facebookToken }, { host: 'outra.localhost' });
    expect(res.status).toBe(200);
    expect(session(res).customer).toMatchObject({
      name: 'Fábio Face',
      isCustomerDataComplete: false,
    });
    const [outra] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, 'outra'));
    expect(await customersNamed(email)).toEqual([{ id: expect.any(Number), tenantId: outra!.id }]);

    const otherApp = mintTestFacebookToken({ appId: 'outro-app', email });
    const refused = await logIn({ facebookToken: otherApp }, { host: 'outra.localhost' });
    expect(refused.json).toEqual(facebookFailed);
  });

  test('an injected Graph API: an e-mail it vouches for logs in; one that is down is not counted', async () => {
    const graph = (answer: (url: URL) => Response) =>
      createFacebookVerifier({
        graphUrl: 'https://graph.example',
        appSecret: () => 'segredo',
        fetch: async (url) => answer(new URL(url)),
      });
    setSocialVerifiers({
      facebook: graph((url) =>
        url.pathname === '/debug_token'
          ? Response.json({ data: { is_valid: true, app_id: outraFacebook, user_id: '42' } })
          : Response.json({ id: '42', name: 'Graph Pessoa', email: 'graph@exemplo.com.br' }),
      ),
    });
    const res = await logIn({ facebookToken: 'EAAG-qualquer' }, { host: 'outra.localhost' });
    expect(session(res).customer.email).toBe('graph@exemplo.com.br');

    setSocialVerifiers({ facebook: graph(() => new Response('', { status: 503 })) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const from = nextAddress();
    for (let i = 0; i <= RATE_POLICIES.login.per.address.limit; i++) {
      const down = await logIn(
        { facebookToken: 'EAAG-segredo-do-cliente' },
        { host: 'outra.localhost', address: from },
      );
      expect(down.json).toEqual(facebookFailed);
    }
    // Logged for the operator, without the shopper's token.
    expect(JSON.parse(String(warn.mock.calls.at(-1)![0]))).toMatchObject({
      component: 'social-login',
      msg: 'facebook: unavailable: Graph 503',
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('segredo-do-cliente');
    warn.mockRestore();
  });
});

describe(`the login contract and the dev token route on ${databaseKind}`, () => {
  test.each([
    [
      'a password too',
      { googleToken: 'x', password: 'Senha123' },
      { password: ['Campo não permitido: password'] },
    ],
    [
      'a login too',
      { googleToken: 'x', login: 'cliente@exemplo.com.br' },
      { login: ['Campo não permitido: login'] },
    ],
    [
      'two tokens',
      { googleToken: 'x', facebookToken: 'y' },
      { facebookToken: ['Campo não permitido: facebookToken'] },
    ],
    ['an empty token', { googleToken: '' }, { googleToken: ['Campo obrigatório'] }],
    [
      'a token of 8 KiB and more',
      { googleToken: 'x'.repeat(8193) },
      { googleToken: ['Texto muito longo'] },
    ],
  ])('a social login with %s → 422', async (_, body, errors) => {
    const res = await logIn(body);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ success: false, message: 'Dados inválidos', errors });
  });

  test('/api/dev/social-token mints a token the login accepts; a 404 without SOCIAL_TEST_ISSUER', async () => {
    const path = '/api/dev/social-token?provider=google&email=dev.google%40exemplo.com.br&name=Dev';
    const minted = await call(devToken, path);
    const { token } = minted.json.content as { token: string };
    const res = await logIn({ googleToken: token });
    expect(session(res).customer).toMatchObject({
      email: 'dev.google@exemplo.com.br',
      name: 'Dev',
    });
    // Store demo offers no Facebook login: nothing to mint.
    expect(
      (await call(devToken, '/api/dev/social-token?provider=facebook&email=a@b.com')).status,
    ).toBe(404);

    process.env.SOCIAL_TEST_ISSUER = '';
    // Google's keys as a data: URL, so the real verifier runs without the network.
    process.env.GOOGLE_JWKS_URL = `data:application/json,${encodeURIComponent('{"keys":[]}')}`;
    try {
      expect((await call(devToken, path)).status).toBe(404);
      // Nor does a token of the test issuer log in while it is off.
      expect((await logIn({ googleToken: token })).json).toEqual(googleFailed);
    } finally {
      process.env.SOCIAL_TEST_ISSUER = '1';
      delete process.env.GOOGLE_JWKS_URL;
    }
    const [row] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, 'dev.google@exemplo.com.br')));
    expect(row).toBeDefined();
  });
});

/** POST/DELETE /customer/auth and GET /customer/auth/me through their handlers, sessions and data. */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GET as me } from '@/app/api/customer/auth/me/route';
import { DELETE as logout, POST as login } from '@/app/api/customer/auth/route';
import { GET as getCart } from '@/app/api/sale/order/[id]/route';
import { POST as createCart } from '@/app/api/sale/order/route';
import { GET as getRoute } from '@/app/api/router/route';
import type { Order } from '@/lib/contracts/cart';
import type { CustomerSession } from '@/lib/contracts/customer';
import { customerSessions, orders } from '@/lib/server/db/schema';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { RATE_POLICIES } from '@/lib/server/security/limits';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(() => forgetRateCounts());

let address = 0;
/** Each test logs in from its own address unless it says otherwise: address limits stay apart. */
const nextAddress = () => `10.0.0.${++address}`;

function logIn(
  body: Record<string, unknown>,
  init: { host?: string; address?: string; headers?: Record<string, string> } = {},
) {
  return call(login, '/api/customer/auth', {
    method: 'POST',
    host: init.host,
    headers: {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: sealAddress(init.address ?? nextAddress()),
      ...init.headers,
    },
    body: JSON.stringify(body),
  });
}
const session = (res: { json: { content?: unknown } }) => res.json.content as CustomerSession;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const maria = { login: 'cliente@exemplo.com.br', password: 'Senha123' };
const invalid = { success: false, message: 'Email ou senha inválidos.' };

async function productId(url: string) {
  const res = await call(getRoute, `/api/router?url=${url}`);
  return (res.json.content as { content: { id: number } }).content.id;
}
async function shopperCart(url: string, quantity = 1) {
  const body = new URLSearchParams({
    'items[0][product]': String(await productId(url)),
    'items[0][quantity]': String(quantity),
  });
  const res = await call(createCart, '/api/sale/order', { method: 'POST', body });
  return (res.json.content as Order).id;
}
const cartLines = (order: Order | null) =>
  (order?.items ?? []).map((i) => `${i.quantity}× ${i.name}`).sort();

describe(`POST /customer/auth on ${databaseKind}`, () => {
  test('by e-mail: the customer, role CUSTOMER and a token, also as an HttpOnly cookie; only its hash is stored', async () => {
    const res = await logIn({ ...maria, login: 'Cliente@Exemplo.com.br' });
    expect(res.status).toBe(200);
    const content = session(res);
    expect(content).toMatchObject({
      role: 'CUSTOMER',
      customer: {
        name: 'Maria Cliente da Silva',
        email: 'cliente@exemplo.com.br',
        document: '52998224725',
        birthDate: '1988-04-12',
        phone: '11987654321',
        isCustomerDataComplete: true,
        affiliateGroup: null,
        group: null,
      },
      customer_cart: null,
    });
    expect(content.token.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(res.json)).not.toContain('Senha123');
    expect(JSON.stringify(res.json)).not.toContain('scrypt');

    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`storefront_session=${content.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);

    const stored = await database.db
      .select({ tokenHash: customerSessions.tokenHash })
      .from(customerSessions)
      .where(
        eq(customerSessions.tokenHash, createHash('sha256').update(content.token).digest('hex')),
      );
    expect(stored).toHaveLength(1);
    const all = await database.db.select().from(customerSessions);
    expect(JSON.stringify(all)).not.toContain(content.token);
  });

  test('by CPF, masked or not, and by the CNPJ-sized document field', async () => {
    for (const document of ['529.982.247-25', '52998224725']) {
      const res = await logIn({ document, password: 'Senha123' });
      expect(res.status).toBe(200);
      expect(session(res).customer.email).toBe('cliente@exemplo.com.br');
    }
    const unknownCnpj = await logIn({ document: '11.222.333/0001-81', password: 'Senha123' });
    expect(unknownCnpj.json).toEqual(invalid);
  });

  test('a customer without phone or birth date logs in with isCustomerDataComplete false', async () => {
    const res = await logIn({ login: 'incompleto@exemplo.com.br', password: 'Senha123' });
    expect(session(res).customer.isCustomerDataComplete).toBe(false);
  });

  test('a wrong password, an unknown e-mail and a user who is not a CUSTOMER get the same answer', async () => {
    const answers = await Promise.all([
      logIn({ ...maria, password: 'Senha124' }),
      logIn({ login: 'ninguem@exemplo.com.br', password: 'Senha123' }),
      logIn({ login: 'operador@exemplo.com.br', password: 'Senha123' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual(invalid);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  test('an unknown e-mail costs as long as a wrong password (no account enumeration by timing)', async () => {
    // Interleaved, so the machine's load (other Jest workers) weighs on both sides alike.
    const timeOf = async (body: Record<string, unknown>) => {
      await forgetRateCounts();
      const start = performance.now();
      await logIn(body);
      return performance.now() - start;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 9; i++) {
      knownTimes.push(await timeOf({ ...maria, password: 'errada1' }));
      unknownTimes.push(await timeOf({ login: 'ninguem@exemplo.com.br', password: 'errada1' }));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[4]!;
    const known = median(knownTimes);
    const unknown = median(unknownTimes);
    expect(unknown / known).toBeGreaterThan(0.6);
    expect(unknown / known).toBeLessThan(1.67);
  });

  test('another store does not know the customer, and its own customer of the same e-mail keeps its password', async () => {
    expect((await logIn(maria, { host: 'outra.localhost' })).json).toEqual(invalid);
    const outra = await logIn(
      { login: 'cliente@exemplo.com.br', password: 'OutraSenha1' },
      { host: 'outra.localhost' },
    );
    expect(outra.status).toBe(200);
  });

  test.each([
    [{}, { login: ['Campo obrigatório'], password: ['Campo obrigatório'] }],
    [{ login: 'nao-e-email', password: 'x' }, { login: ['Email inválido'] }],
    [{ login: `${'a'.repeat(250)}@x.com`, password: 'x' }, { login: ['Texto muito longo'] }],
    [{ document: '529.982', password: 'x' }, { document: ['CPF ou CNPJ inválido'] }],
    [{ ...maria, password: 'p'.repeat(256) }, { password: ['Texto muito longo'] }],
    [{ ...maria, role: 'ADMIN' }, { role: ['Campo não permitido: role'] }],
  ])('bad input %j → 422 with the field errors, no session', async (body, errors) => {
    const res = await logIn(body);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ success: false, message: 'Dados inválidos', errors });
  });

  test(`after ${RATE_POLICIES.login.per.account.limit} failures an account answers 429 for the window, even with the right password`, async () => {
    for (let i = 0; i < RATE_POLICIES.login.per.account.limit; i++)
      expect((await logIn({ ...maria, password: `errada${i}` })).status).toBe(401);
    const blocked = await logIn(maria);
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({
      success: false,
      message: 'Muitas tentativas de acesso. Tente novamente em 15 min.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another customer logging in meanwhile is not affected.
    expect((await logIn({ login: 'afiliado@exemplo.com.br', password: 'Senha123' })).status).toBe(
      200,
    );
  });

  test(`after ${RATE_POLICIES.login.per.address.limit} failures from one address, that address answers 429`, async () => {
    const from = nextAddress();
    for (let i = 0; i < RATE_POLICIES.login.per.address.limit; i++)
      await logIn({ login: `tentativa${i}@exemplo.com.br`, password: 'x1' }, { address: from });
    expect((await logIn(maria, { address: from })).status).toBe(429);
    expect((await logIn(maria)).status).toBe(200);
  });

  test("a foreign site's page cannot log a shopper in (Origin checked)", async () => {
    const res = await logIn(maria, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    const same = await logIn(maria, { headers: { origin: 'http://localhost' } });
    expect(same.status).toBe(200);
  });
});

describe(`the session on ${databaseKind}`, () => {
  test('/auth/me answers the customer by bearer or cookie; logout revokes the token', async () => {
    const { token } = session(await logIn(maria));
    const byBearer = await call(me, '/api/customer/auth/me', { headers: bearer(token) });
    expect(byBearer.status).toBe(200);
    expect(byBearer.json.content).toMatchObject({
      role: 'CUSTOMER',
      customer: { email: 'cliente@exemplo.com.br', isCustomerDataComplete: true },
    });
    const byCookie = await call(me, '/api/customer/auth/me', {
      headers: { cookie: `storefront_session=${token}` },
    });
    expect(byCookie.status).toBe(200);

    const out = await call(logout, '/api/customer/auth', {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ success: true, content: null, message: 'Você saiu da sua conta.' });
    expect(out.headers.get('set-cookie')).toMatch(/storefront_session=;/);
    const after = await call(me, '/api/customer/auth/me', { headers: bearer(token) });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe('Sessão inválida ou expirada. Entre novamente na sua conta.');
  });

  test('a session from store demo is not valid on store outra', async () => {
    const { token } = session(await logIn(maria));
    const res = await call(me, '/api/customer/auth/me', {
      host: 'outra.localhost',
      headers: bearer(token),
    });
    expect(res.status).toBe(401);
  });

  test('a logout by cookie from a foreign Origin is refused and the session stays', async () => {
    const { token } = session(await logIn(maria));
    const res = await call(logout, '/api/customer/auth', {
      method: 'DELETE',
      headers: { cookie: `storefront_session=${token}`, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await call(me, '/api/customer/auth/me', { headers: bearer(token) })).status).toBe(200);
  });

  test('without a token /auth/me answers 401', async () => {
    expect((await call(me, '/api/customer/auth/me')).status).toBe(401);
  });
});

describe(`the shopper's cart at login on ${databaseKind}`, () => {
  test("becomes the customer's cart, which only their session can then read", async () => {
    const cartId = await shopperCart('ssd-demo-1tb', 2);
    const res = await logIn({
      login: 'afiliado@exemplo.com.br',
      password: 'Senha123',
      cart: cartId,
    });
    const { customer_cart: cart, token } = session(res);
    expect(cart?.id).toBe(cartId);
    expect(cartLines(cart)).toEqual(['2× SSD Demo 1TB']);
    const [row] = await database.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, cartId));
    expect(row!.customerId).toBe(session(res).customer.id);
    const anonymous = await call(getCart, `/api/sale/order/${cartId}`, { params: { id: cartId } });
    expect(anonymous.status).toBe(404);
    const owner = await call(getCart, `/api/sale/order/${cartId}`, {
      params: { id: cartId },
      headers: bearer(token),
    });
    expect(owner.status).toBe(200);
  });

  test('is merged into the cart the customer left open: units of the same product add up', async () => {
    const earlier = await shopperCart('ssd-demo-1tb', 1);
    const first = await logIn({
      login: 'incompleto@exemplo.com.br',
      password: 'Senha123',
      cart: earlier,
    });
    expect(session(first).customer_cart?.id).toBe(earlier);

    const now = await shopperCart('ssd-demo-1tb', 2);
    const extra = await shopperCart('notebook-demo-pro-15', 1);
    const second = await logIn({
      login: 'incompleto@exemplo.com.br',
      password: 'Senha123',
      cart: now,
    });
    const cart = session(second).customer_cart;
    expect(cart?.id).toBe(earlier);
    expect(cartLines(cart)).toEqual(['3× SSD Demo 1TB']);
    const gone = await database.db.select().from(orders).where(eq(orders.id, now));
    expect(gone).toHaveLength(0);

    const third = await logIn({
      login: 'incompleto@exemplo.com.br',
      password: 'Senha123',
      cart: extra,
    });
    expect(cartLines(session(third).customer_cart)).toEqual([
      '1× Notebook Demo Pro 15',
      '3× SSD Demo 1TB',
    ]);
    expect(session(third).customer_cart?.totalPrice).toBeGreaterThan(0);
  });

  test("another customer's cart or an unknown id is not taken; the login still succeeds", async () => {
    const { customer_cart: mine } = session(
      await logIn({ ...maria, cart: await shopperCart('ssd-demo-1tb') }),
    );
    const res = await logIn({
      login: 'afiliado@exemplo.com.br',
      password: 'Senha123',
      cart: mine!.id,
    });
    expect(res.status).toBe(200);
    expect(session(res).customer_cart?.id).not.toBe(mine!.id);
    const [row] = await database.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.id, mine!.id)));
    expect(row!.customerId).toBe(session(await logIn(maria)).customer.id);
    expect((await logIn({ ...maria, cart: 'nao-existe' })).status).toBe(200);
  });
});

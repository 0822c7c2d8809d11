/**
 * The back-office login: password, then the authenticator's code (owners must have one); a code
 * is good once; sessions end on logout and after 30 minutes idle; failures are throttled like a
 * customer's.
 */
import { and, eq } from 'drizzle-orm';
import { GET as me, POST as login, DELETE as logout } from '@/app/api/admin/session/route';
import { OPERATOR_IDLE_MS } from '@/lib/domain/back-office';
import { totpCodeAt } from '@/lib/server/auth/totp';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';
import { operators, operatorSessions } from '@/lib/server/db/schema';
import { DEMO_OWNER_TOTP_SECRET } from '@/lib/server/db/seed/demo-operators';
import { createOperator } from '@/lib/server/services/operator-auth';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
/** Each test's logins come from their own address, so their failures count apart. */
let address = 0;
const post = (body: object, host = 'localhost') =>
  call(login, '/api/admin/session', {
    method: 'POST',
    host,
    headers: { ...SAME_ORIGIN, [CLIENT_ADDRESS_HEADER]: sealAddress(`10.9.0.${address}`) },
    body: JSON.stringify(body),
  });
beforeEach(() => {
  address += 1;
});

/** The session cookie an answer set. */
const cookieOf = (headers: Headers) =>
  /backoffice_session=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1] ?? null;
const withCookie = (token: string) => ({ cookie: `backoffice_session=${token}` });

describe(`back-office login on ${databaseKind}`, () => {
  test('the owner: the password asks for the code; the right code signs in, once', async () => {
    const first = await post({ email: 'dono@exemplo.com.br', password: 'Senha123' });
    expect(first.status).toBe(200);
    expect(first.json.content).toEqual({ step: 'code' });
    expect(cookieOf(first.headers)).toBeNull();

    const wrong = await post({
      email: 'dono@exemplo.com.br',
      password: 'Senha123',
      code: '000000',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ success: false, message: 'E-mail, senha ou código inválidos.' });

    const code = totpCodeAt(DEMO_OWNER_TOTP_SECRET);
    const right = await post({ email: 'DONO@exemplo.com.br', password: 'Senha123', code });
    expect(right.status).toBe(200);
    expect(right.json.content).toEqual({
      step: 'signedIn',
      operator: {
        id: expect.any(Number),
        name: 'Diana Dona',
        email: 'dono@exemplo.com.br',
        role: 'owner',
        areas: ['catalog', 'orders', 'content', 'inbox', 'operators', 'settings'],
        totpEnabled: true,
      },
    });
    const token = cookieOf(right.headers)!;
    expect(right.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(right.headers.get('set-cookie')).toMatch(/SameSite=strict/i);

    // The same code again (someone who saw it over the owner's shoulder) is refused.
    const replay = await post({ email: 'dono@exemplo.com.br', password: 'Senha123', code });
    expect(replay.status).toBe(401);

    const session = await call(me, '/api/admin/session', { headers: withCookie(token) });
    expect(session.status).toBe(200);
    expect(session.json.content).toMatchObject({ email: 'dono@exemplo.com.br', role: 'owner' });
  });

  test('a code typed with spaces is read; one that is not 6 digits is a field error', async () => {
    const bad = await post({ email: 'dono@exemplo.com.br', password: 'Senha123', code: '12a' });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({
      code: ['Informe os 6 dígitos do código do aplicativo autenticador.'],
    });
  });

  test('an operator without a second factor signs in with the password', async () => {
    const res = await post({ email: 'pedidos@exemplo.com.br', password: 'Senha123' });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({
      step: 'signedIn',
      operator: { role: 'orders', areas: ['orders', 'inbox'], totpEnabled: false },
    });
    expect(cookieOf(res.headers)).not.toBeNull();
  });

  test('a wrong password, an unknown e-mail and a customer all get the same 401', async () => {
    for (const body of [
      { email: 'pedidos@exemplo.com.br', password: 'Senha1234' },
      { email: 'ninguem@exemplo.com.br', password: 'Senha123' },
      { email: 'cliente@exemplo.com.br', password: 'Senha123' },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(401);
      expect(res.json.message).toBe('E-mail, senha ou código inválidos.');
    }
  });

  test('the operator of one store is nobody at another', async () => {
    const res = await post(
      { email: 'catalogo@exemplo.com.br', password: 'Senha123' },
      'outra.localhost',
    );
    expect(res.status).toBe(200);
    const token = cookieOf(res.headers)!;
    const elsewhere = await call(me, '/api/admin/session', { headers: withCookie(token) });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.json.message).toBe('Sua sessão no painel terminou. Entre novamente.');
  });

  test('an owner without a second factor enrolls one at the first login', async () => {
    await createOperator(database.db, {
      tenantId: 1,
      email: 'socia@exemplo.com.br',
      name: 'Sônia Sócia',
      role: 'owner',
      password: 'Senha123',
    });
    const enroll = await post({ email: 'socia@exemplo.com.br', password: 'Senha123' });
    expect(enroll.status).toBe(200);
    const answer = enroll.json.content as {
      step: string;
      secret: string;
      uri: string;
      qrSvg: string;
    };
    expect(answer.step).toBe('enroll');
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.uri).toContain(`secret=${answer.secret}`);
    expect(answer.qrSvg).toMatch(/^<svg /);
    expect(cookieOf(enroll.headers)).toBeNull();

    const signed = await post({
      email: 'socia@exemplo.com.br',
      password: 'Senha123',
      code: totpCodeAt(answer.secret),
    });
    expect(signed.status).toBe(200);
    expect(signed.json.content).toMatchObject({
      step: 'signedIn',
      operator: { totpEnabled: true },
    });
    const [row] = await database.db
      .select({ secret: operators.totpSecret, pending: operators.totpPendingSecret })
      .from(operators)
      .where(and(eq(operators.tenantId, 1), eq(operators.email, 'socia@exemplo.com.br')));
    expect(row).toEqual({ secret: answer.secret, pending: null });
    // From now on the code is asked for, not a new enrollment.
    expect(
      (await post({ email: 'socia@exemplo.com.br', password: 'Senha123' })).json.content,
    ).toEqual({ step: 'code' });
  });

  test('five wrong passwords lock the account for 15 minutes, even with the right one', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await post({ email: 'catalogo@exemplo.com.br', password: `errada${i}` })).status,
      ).toBe(401);
    const locked = await post({ email: 'catalogo@exemplo.com.br', password: 'Senha123' });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe('Muitas tentativas de acesso. Tente novamente em 15 min.');
  });

  test('logout ends the session; so do 30 minutes without a request', async () => {
    const a = await post({ email: 'pedidos@exemplo.com.br', password: 'Senha123' });
    const tokenA = cookieOf(a.headers)!;
    const out = await call(logout, '/api/admin/session', {
      method: 'DELETE',
      headers: { ...SAME_ORIGIN, ...withCookie(tokenA) },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/backoffice_session=;/);
    expect((await call(me, '/api/admin/session', { headers: withCookie(tokenA) })).status).toBe(
      401,
    );

    const b = await post({ email: 'pedidos@exemplo.com.br', password: 'Senha123' });
    const tokenB = cookieOf(b.headers)!;
    expect((await call(me, '/api/admin/session', { headers: withCookie(tokenB) })).status).toBe(
      200,
    );
    const idle = new Date(Date.now() - OPERATOR_IDLE_MS - 1000);
    await database.db.update(operatorSessions).set({ lastSeenAt: idle });
    expect((await call(me, '/api/admin/session', { headers: withCookie(tokenB) })).status).toBe(
      401,
    );
  });

  test('a login posted from another site is refused', async () => {
    const res = await call(login, '/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'pedidos@exemplo.com.br', password: 'Senha123' }),
    });
    expect(res.status).toBe(403);
  });
});

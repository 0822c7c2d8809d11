/** POST /customer/recovery and /customer/recovery/{token}: the e-mail, the link, the new password. */
import { desc, eq } from 'drizzle-orm';
import { GET as me } from '@/app/api/customer/auth/me/route';
import { POST as login } from '@/app/api/customer/auth/route';
import { POST as reset } from '@/app/api/customer/recovery/[token]/route';
import { POST as recover } from '@/app/api/customer/recovery/route';
import type { CustomerSession } from '@/lib/contracts/customer';
import { hashToken } from '@/lib/server/auth/session';
import { outboxEmails, passwordRecoveryTokens } from '@/lib/server/db/schema';
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
const json = (body: unknown, from?: string) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    [CLIENT_ADDRESS_HEADER]: sealAddress(from ?? `10.3.0.${++address}`),
  },
  body: JSON.stringify(body),
});
const askRecovery = (email: string, init: { host?: string; from?: string } = {}) =>
  call(recover, '/api/customer/recovery', { host: init.host, ...json({ email }, init.from) });
const setPassword = (token: string, password: string) =>
  call(reset, `/api/customer/recovery/${token}`, { params: { token }, ...json({ password }) });
const logIn = (email: string, password: string) =>
  call(login, '/api/customer/auth', json({ login: email, password }));
const sent = {
  success: true,
  content: null,
  message: 'Visualize seu email para recuperação de senha.',
};

async function lastEmailTo(to: string) {
  const [email] = await database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return email;
}
const linkIn = (text: string) => text.match(/(https?:\/\/\S+\/user\/recovery\/(\S+))/)!;

describe(`password recovery on ${databaseKind}`, () => {
  test('a customer gets a link by e-mail; the new password works, the old one and the old sessions stop', async () => {
    const before = session(await logIn('incompleto@exemplo.com.br', 'Senha123'));
    const res = await askRecovery('Incompleto@Exemplo.com.br');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(sent);
    const email = await lastEmailTo('incompleto@exemplo.com.br');
    expect(email!.subject).toBe('Loja Demo: recuperação de senha');
    const [, url, token] = linkIn(email!.text);
    expect(url).toBe(`http://localhost/user/recovery/${token}`);
    expect(email!.text).toContain('Olá, Ivo.');
    const stored = await database.db.select().from(passwordRecoveryTokens);
    expect(JSON.stringify(stored)).not.toContain(token!);
    expect(stored.some((r) => r.tokenHash === hashToken(token!))).toBe(true);

    const done = await setPassword(token!, 'NovaSenha9');
    expect(done.json).toEqual({
      success: true,
      content: null,
      message: 'Senha alterada com sucesso! Entre com a nova senha.',
    });
    expect((await logIn('incompleto@exemplo.com.br', 'Senha123')).status).toBe(401);
    expect((await logIn('incompleto@exemplo.com.br', 'NovaSenha9')).status).toBe(200);
    const old = await call(me, '/api/customer/auth/me', {
      headers: { authorization: `Bearer ${before.token}` },
    });
    expect(old.status).toBe(401);

    const again = await setPassword(token!, 'OutraSenha9');
    expect(again.status).toBe(404);
    expect(again.json.message).toBe(
      'Este link de recuperação é inválido ou expirou. Peça um novo em "Esqueci minha senha".',
    );
  });

  test('an unknown e-mail gets the same answer and no e-mail is written', async () => {
    const count = async () => (await database.db.select().from(outboxEmails)).length;
    const emails = await count();
    expect((await askRecovery('ninguem@exemplo.com.br')).json).toEqual(sent);
    expect((await askRecovery('operador@exemplo.com.br')).json).toEqual(sent);
    expect(await count()).toBe(emails);
  });

  test("each store sends its own customer's link, on its own host", async () => {
    await askRecovery('cliente@exemplo.com.br', { host: 'outra.localhost' });
    const email = await lastEmailTo('cliente@exemplo.com.br');
    expect(email!.subject).toBe('Outra Loja: recuperação de senha');
    const [, url, token] = linkIn(email!.text);
    expect(url).toBe(`http://outra.localhost/user/recovery/${token}`);
    // The link of one store does nothing on another.
    expect((await setPassword(token!, 'NovaSenha9')).status).toBe(404);
  });

  test('an expired link is refused', async () => {
    await askRecovery('afiliado@exemplo.com.br');
    const [, , token] = linkIn((await lastEmailTo('afiliado@exemplo.com.br'))!.text);
    await database.db
      .update(passwordRecoveryTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordRecoveryTokens.tokenHash, hashToken(token!)));
    expect((await setPassword(token!, 'NovaSenha9')).status).toBe(404);
    expect((await logIn('afiliado@exemplo.com.br', 'Senha123')).status).toBe(200);
  });

  test.each([
    ['', 'Campo obrigatório'],
    ['abc12', 'A senha deve ter pelo menos 6 caracteres, com pelo menos uma letra'],
    ['123456', 'A senha deve ter pelo menos 6 caracteres, com pelo menos uma letra'],
  ])('the new password %p is refused: %s', async (password, message) => {
    const res = await setPassword('x'.repeat(43), password);
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ password: [message] });
  });

  test('an e-mail is required and must be valid', async () => {
    expect((await askRecovery('')).json.errors).toEqual({ email: ['Campo obrigatório'] });
    expect((await askRecovery('nao-e-email')).json.errors).toEqual({ email: ['Email inválido'] });
  });

  test(`after ${RATE_POLICIES.recovery.per.address.limit} requests from one address, 429`, async () => {
    for (let i = 0; i < RATE_POLICIES.recovery.per.address.limit; i++)
      expect((await askRecovery(`ninguem${i}@exemplo.com.br`, { from: '10.4.0.1' })).status).toBe(
        200,
      );
    const blocked = await askRecovery('cliente@exemplo.com.br', { from: '10.4.0.1' });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Muitos pedidos de recuperação. Tente novamente em 15 min.');
  });
});

const session = (res: { json: { content?: unknown } }) => res.json.content as CustomerSession;

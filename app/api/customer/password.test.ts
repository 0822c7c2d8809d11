/** PUT /customer/account/password (Alterar senha). */
import { GET as me } from '@/app/api/customer/auth/me/route';
import { POST as logIn } from '@/app/api/customer/auth/route';
import { PUT as changePassword } from '@/app/api/customer/account/password/route';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(() => forgetRateCounts());

const tokenOf = (email: string) => sessionTokenOf(database.db, email);
const change = (body: unknown, token: string, host?: string) =>
  call(changePassword, '/api/customer/account/password', {
    method: 'PUT',
    host,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
const login = (login: string, password: string) =>
  call(logIn, '/api/customer/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });

describe(`/customer/account/password on ${databaseKind}`, () => {
  test('the new password works, the old one no longer; other sessions end, this one stays', async () => {
    const here = await tokenOf('afiliado@exemplo.com.br');
    const elsewhere = await tokenOf('afiliado@exemplo.com.br');
    const res = await change(
      { currentPassword: 'Senha123', password: 'NovaSenha9', confirmation: 'NovaSenha9' },
      here,
    );
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Senha alterada com sucesso.');
    expect(res.json).not.toHaveProperty('content.password');
    expect((await call(me, '/api/customer/auth/me', { headers: bearer(here) })).status).toBe(200);
    expect((await call(me, '/api/customer/auth/me', { headers: bearer(elsewhere) })).status).toBe(
      401,
    );
    expect((await login('afiliado@exemplo.com.br', 'Senha123')).status).toBe(401);
    expect((await login('afiliado@exemplo.com.br', 'NovaSenha9')).status).toBe(200);
  });

  test('a wrong current password, a weak or mismatched new one: field errors, nothing changes', async () => {
    const token = await tokenOf('cliente@exemplo.com.br');
    const wrong = await change(
      { currentPassword: 'errada1', password: 'NovaSenha9', confirmation: 'NovaSenha9' },
      token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ currentPassword: ['Senha atual incorreta'] });
    const weak = await change(
      { currentPassword: 'Senha123', password: '123456', confirmation: '1234567' },
      token,
    );
    expect(weak.json.errors).toEqual({
      password: ['A senha deve ter pelo menos 6 caracteres, com pelo menos uma letra'],
      confirmation: ['As senhas não conferem'],
    });
    expect((await change({}, token)).json.errors).toEqual({
      currentPassword: ['Campo obrigatório'],
      password: ['Campo obrigatório'],
      confirmation: ['Campo obrigatório'],
    });
    expect((await login('cliente@exemplo.com.br', 'Senha123')).status).toBe(200);
  });

  test('guessing the current password is limited; no session or a foreign store is 401', async () => {
    const token = await tokenOf('cliente@exemplo.com.br');
    const guess = { currentPassword: 'chute1', password: 'NovaSenha9', confirmation: 'NovaSenha9' };
    for (let i = 0; i < 5; i++) expect((await change(guess, token)).status).toBe(422);
    const limited = await change({ ...guess, currentPassword: 'Senha123' }, token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await change(guess, token, 'outra.localhost')).status).toBe(401);
    expect(
      (
        await call(changePassword, '/api/customer/account/password', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(guess),
        })
      ).status,
    ).toBe(401);
    expect((await login('cliente@exemplo.com.br', 'Senha123')).status).toBe(200);
  });
});

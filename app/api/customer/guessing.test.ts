/**
 * Guessing through parallel requests (issue 25, items 9 and 11): every attempt is counted before
 * its password is checked, per customer and per address, through the route handlers.
 */
import { desc, eq } from 'drizzle-orm';
import { PUT as changePassword } from '@/app/api/customer/account/password/route';
import { POST as login } from '@/app/api/customer/auth/route';
import { POST as reset } from '@/app/api/customer/recovery/[token]/route';
import { POST as recover } from '@/app/api/customer/recovery/route';
import { POST as viewGuestOrder } from '@/app/api/sale/order/guest/view/route';
import { verifyPassword } from '@/lib/server/auth/password';
import { outboxEmails } from '@/lib/server/db/schema';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';
import { RATE_POLICIES } from '@/lib/server/security/limits';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

// The real check, watched: how many passwords were actually compared.
jest.mock('@/lib/server/auth/password', () => {
  const actual = jest.requireActual('@/lib/server/auth/password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const verifications = jest.mocked(verifyPassword);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await forgetRateCounts();
  verifications.mockClear();
});

let address = 0;
const post = (body: unknown, from = `10.25.0.${++address}`) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: sealAddress(from) },
  body: JSON.stringify(body),
});
const logIn = (body: Record<string, string>, from?: string) =>
  call(login, '/api/customer/auth', post(body, from));
const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>(
    (count, r) => ({ ...count, [r.status]: (count[r.status] ?? 0) + 1 }),
    {},
  );

const accountLimit = RATE_POLICIES.login.per.account.limit;
const maria = { login: 'cliente@exemplo.com.br', document: '52998224725', password: 'Senha123' };
const tooMany = 'Muitas tentativas de acesso. Tente novamente em 15 min.';

describe(`guessing in parallel on ${databaseKind}`, () => {
  test(`50 parallel wrong guesses check at most ${accountLimit} passwords; the rest answer 429`, async () => {
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => logIn({ login: maria.login, password: `chute${i}` })),
    );
    expect(verifications).toHaveBeenCalledTimes(accountLimit);
    expect(statuses(guesses)).toEqual({ 401: accountLimit, 429: 50 - accountLimit });
    const refused = guesses.find((g) => g.status === 429)!;
    expect(refused.json.message).toBe(tooMany);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    // Locked: the right password is not even checked until the window ends.
    expect((await logIn({ login: maria.login, password: maria.password })).status).toBe(429);
    expect(verifications).toHaveBeenCalledTimes(accountLimit);
  });

  test('the e-mail and the CPF of one customer share one budget', async () => {
    for (let i = 0; i < 3; i++)
      expect((await logIn({ login: maria.login, password: `chute${i}` })).status).toBe(401);
    for (let i = 3; i < accountLimit; i++)
      expect((await logIn({ document: maria.document, password: `chute${i}` })).status).toBe(401);
    const locked = await logIn({ document: '529.982.247-25', password: maria.password });
    expect(locked.status).toBe(429);
    expect((await logIn({ login: maria.login, password: maria.password })).status).toBe(429);
  });

  test('50 parallel wrong current passwords at Alterar senha check at most 5', async () => {
    const token = await sessionTokenOf(database.db, 'afiliado@exemplo.com.br');
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(changePassword, '/api/customer/account/password', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: JSON.stringify({
            currentPassword: `chute${i}`,
            password: 'NovaSenha9',
            confirmation: 'NovaSenha9',
          }),
        }),
      ),
    );
    const limit = RATE_POLICIES.passwordChange.per.customer.limit;
    expect(verifications).toHaveBeenCalledTimes(limit);
    expect(statuses(guesses)).toEqual({ 422: limit, 429: 50 - limit });
  });

  test('50 parallel guest lookups that miss: no more orders looked for than the limit', async () => {
    const from = '10.25.1.1';
    const misses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          viewGuestOrder,
          '/api/sale/order/guest/view',
          post({ id: String(100001 + i), customerDocument: '111.444.777-35' }, from),
        ),
      ),
    );
    const limit = RATE_POLICIES.guestOrder.per.address.limit;
    expect(statuses(misses)).toEqual({ 404: limit, 429: 50 - limit });
    expect(misses.find((m) => m.status === 429)!.json.message).toBe(
      'Muitas consultas. Tente novamente em 15 min.',
    );
  });
});

describe(`the owner and the company network on ${databaseKind}`, () => {
  test('a locked owner gets back in: a recovered password lifts the lock, the new password logs in', async () => {
    const owner = 'incompleto@exemplo.com.br';
    for (let i = 0; i < accountLimit; i++)
      expect((await logIn({ login: owner, password: `chute${i}` })).status).toBe(401);
    expect((await logIn({ login: owner, password: 'Senha123' })).status).toBe(429);

    expect((await call(recover, '/api/customer/recovery', post({ email: owner }))).status).toBe(
      200,
    );
    const [mail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, owner))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const token = mail!.text.match(/\/user\/recovery\/(\S+)/)![1]!;
    const done = await call(reset, `/api/customer/recovery/${token}`, {
      params: { token },
      ...post({ password: 'Recuperada9' }),
    });
    expect(done.status).toBe(200);

    expect((await logIn({ login: owner, password: 'Recuperada9' })).status).toBe(200);
    // Someone else's guesses start from nothing again: the lock is the account's, not forever.
    expect((await logIn({ login: owner, password: 'chute' })).status).toBe(401);
  });

  test("one address is a company's network: 60 typos of many buyers do not lock a colleague out", async () => {
    const office = '10.25.2.1';
    for (let buyer = 0; buyer < 20; buyer++)
      for (let typo = 0; typo < 3; typo++)
        expect(
          (
            await logIn(
              { login: `comprador${buyer}@empresa.com.br`, password: `errada${typo}` },
              office,
            )
          ).status,
        ).toBe(401);
    const colleague = await logIn({ login: maria.login, password: maria.password }, office);
    expect(colleague.status).toBe(200);
  });

  test('the address counts failures, not logins: after many logins a typo is still a typo', async () => {
    const office = '10.25.3.1';
    const limit = RATE_POLICIES.login.per.address.limit;
    for (let i = 0; i < limit + 1; i++)
      expect((await logIn({ login: maria.login, password: maria.password }, office)).status).toBe(
        200,
      );
    expect((await logIn({ login: maria.login, password: 'errada' }, office)).status).toBe(401);
  });
});

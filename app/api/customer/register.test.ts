/** POST /customer/register: a person with CPF, a company with CNPJ (alphanumeric too), the rules. */
import { eq } from 'drizzle-orm';
import { GET as me } from '@/app/api/customer/auth/me/route';
import { POST as login } from '@/app/api/customer/auth/route';
import { POST as register } from '@/app/api/customer/register/route';
import type { CustomerSession } from '@/lib/contracts/customer';
import { customers } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const post = (handler: typeof register, path: string, body: unknown, host?: string) =>
  call(handler, path, {
    method: 'POST',
    host,
    headers: {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: sealAddress('10.5.0.1'),
    },
    body: JSON.stringify(body),
  });
const signUp = (body: unknown, host?: string) =>
  post(register, '/api/customer/register', body, host);

const joana = {
  name: 'Joana Nova Cliente',
  email: 'Joana@Exemplo.com.br',
  password: 'segredo1',
  document: '111.444.777-35',
  birthDate: '1995-03-08',
  phone: '(11)91234-5678',
};
// 111.444.777-35 belongs to the demo's affiliate: each test takes a free CPF of its own.
const cpfs = ['123.456.780-62', '123.464.699-47', '123.472.618-19', '123.480.537-56'];

describe(`POST /customer/register on ${databaseKind}`, () => {
  test('a person: 201 with a session as at login, stored with the e-mail in lower case and bare digits', async () => {
    const res = await signUp({ ...joana, document: cpfs[0] });
    expect(res.status).toBe(201);
    const session = res.json.content as CustomerSession;
    expect(session).toMatchObject({
      role: 'CUSTOMER',
      customer: {
        name: 'Joana Nova Cliente',
        email: 'joana@exemplo.com.br',
        document: '12345678062',
        birthDate: '1995-03-08',
        phone: '11912345678',
        isCustomerDataComplete: true,
      },
      customer_cart: null,
    });
    expect(res.headers.get('set-cookie')).toMatch(/storefront_session=.+HttpOnly/i);
    const [row] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'joana@exemplo.com.br'));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(res.json)).not.toContain('segredo1');
    const whoAmI = await call(me, '/api/customer/auth/me', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(whoAmI.status).toBe(200);
    const again = await post(login, '/api/customer/auth', {
      document: cpfs[0],
      password: 'segredo1',
    });
    expect(again.status).toBe(200);
  });

  test('a company with the alphanumeric CNPJ of July 2026', async () => {
    const res = await signUp({
      ...joana,
      personType: 'company',
      name: 'Empresa Alfa Ltda',
      email: 'compras@alfa.com.br',
      document: '12.abc.345/01de-35',
    });
    expect(res.status).toBe(201);
    expect((res.json.content as CustomerSession).customer.document).toBe('12ABC34501DE35');
  });

  test('an e-mail or document already registered in this store is a field error; another store may have them', async () => {
    const both = await signUp({
      ...joana,
      email: 'cliente@exemplo.com.br',
      document: '529.982.247-25',
    });
    expect(both.status).toBe(422);
    expect(both.json.errors).toEqual({
      email: ['Este e-mail já está cadastrado'],
      document: ['Este CPF/CNPJ já está cadastrado'],
    });
    const elsewhere = await signUp(
      { ...joana, email: 'afiliado@exemplo.com.br', document: '111.444.777-35' },
      'outra.localhost',
    );
    expect(elsewhere.status).toBe(201);
  });

  test('two registrations of the same e-mail at once: one account, the other a field error', async () => {
    const [a, b] = await Promise.all([
      signUp({ ...joana, email: 'dupla@exemplo.com.br', document: cpfs[1] }),
      signUp({ ...joana, email: 'dupla@exemplo.com.br', document: cpfs[2] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const loser = a.status === 422 ? a : b;
    expect(loser.json.errors).toEqual({ email: ['Este e-mail já está cadastrado'] });
    const rows = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'dupla@exemplo.com.br'));
    expect(rows).toHaveLength(1);
  });

  test.each([
    [
      {},
      {
        name: ['Campo obrigatório'],
        email: ['Campo obrigatório'],
        password: ['Campo obrigatório'],
        document: ['Campo obrigatório'],
        birthDate: ['Campo obrigatório'],
        phone: ['Campo obrigatório'],
      },
    ],
    [{ ...joana, document: '111.444.777-36' }, { document: ['CPF inválido'] }],
    [
      { ...joana, personType: 'company', document: '12.ABC.345/01DE-36' },
      { document: ['CNPJ inválido'] },
    ],
    [
      { ...joana, document: cpfs[3], password: 'abc12' },
      { password: ['A senha deve ter pelo menos 6 caracteres, com pelo menos uma letra'] },
    ],
    [
      { ...joana, document: cpfs[3], password: '1234567' },
      { password: ['A senha deve ter pelo menos 6 caracteres, com pelo menos uma letra'] },
    ],
    [{ ...joana, document: cpfs[3], birthDate: '2031-02-30' }, { birthDate: ['Data inválida'] }],
    [{ ...joana, document: cpfs[3], phone: '(11)1234' }, { phone: ['Telefone inválido'] }],
    [{ ...joana, document: cpfs[3], email: 'joana@' }, { email: ['Email inválido'] }],
    [{ ...joana, document: cpfs[3], role: 'OPERATOR' }, { role: ['Campo não permitido: role'] }],
  ])('bad input %j → 422 and nothing stored', async (body, errors) => {
    const before = (await database.db.select().from(customers)).length;
    const res = await signUp(body);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ success: false, message: 'Dados inválidos', errors });
    expect((await database.db.select().from(customers)).length).toBe(before);
  });
});

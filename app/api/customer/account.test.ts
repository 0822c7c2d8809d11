/** GET and PUT /customer/account (Meus Dados): only the session's own customer, in its store. */
import { and, eq } from 'drizzle-orm';
import { GET as getData, PUT as putData } from '@/app/api/customer/account/route';
import type { CustomerSession } from '@/lib/contracts/customer';
import { customers } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const sessionOf = (email: string) => sessionTokenOf(database.db, email);
const put = (body: unknown, headers: Record<string, string>, host?: string) =>
  call(putData, '/api/customer/account', {
    method: 'PUT',
    host,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const ivo = {
  name: 'Ivo Incompleto',
  email: 'incompleto@exemplo.com.br',
  document: '123.456.780-62',
  birthDate: '1979-11-02',
  phone: '(21)3456-7890',
};

describe(`/customer/account on ${databaseKind}`, () => {
  test('the incomplete customer completes the data and is complete from then on', async () => {
    const token = await sessionOf('incompleto@exemplo.com.br');
    const before = await call(getData, '/api/customer/account', { headers: bearer(token) });
    expect(before.json.content).toMatchObject({
      customer: { document: null, isCustomerDataComplete: false },
    });
    const res = await put(ivo, bearer(token));
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Dados atualizados com sucesso.');
    expect((res.json.content as Omit<CustomerSession, 'token'>).customer).toMatchObject({
      document: '12345678062',
      birthDate: '1979-11-02',
      phone: '2134567890',
      isCustomerDataComplete: true,
    });
  });

  test("another customer's e-mail or document is a field error and nothing changes", async () => {
    const token = await sessionOf('afiliado@exemplo.com.br');
    const res = await put(
      { ...ivo, email: 'cliente@exemplo.com.br', document: '529.982.247-25' },
      bearer(token),
    );
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      email: ['Este e-mail já está cadastrado'],
      document: ['Este CPF/CNPJ já está cadastrado'],
    });
    const [row] = await database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, 1), eq(customers.email, 'afiliado@exemplo.com.br')));
    expect(row!.document).toBe('11144477735');
  });

  test('without a session, or with a session of another store: 401', async () => {
    expect((await call(getData, '/api/customer/account')).status).toBe(401);
    expect((await put(ivo, {})).status).toBe(401);
    const token = await sessionOf('cliente@exemplo.com.br');
    const elsewhere = await put(ivo, bearer(token), 'outra.localhost');
    expect(elsewhere.status).toBe(401);
  });

  test('a change by cookie from a foreign Origin is refused', async () => {
    const token = await sessionOf('cliente@exemplo.com.br');
    const res = await put(
      { ...ivo, email: 'x@exemplo.com.br' },
      { cookie: `storefront_session=${token}`, origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });

  test.each([
    [{ ...ivo, document: '529.982' }, { document: ['CPF ou CNPJ inválido'] }],
    [{ ...ivo, phone: '' }, { phone: ['Campo obrigatório'] }],
    [{ ...ivo, birthDate: '10/10/1990' }, { birthDate: ['Data inválida'] }],
    [{ ...ivo, id: 7 }, { id: ['Campo não permitido: id'] }],
  ])('bad input %j → 422', async (body, errors) => {
    const token = await sessionOf('cliente@exemplo.com.br');
    const res = await put(body, bearer(token));
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual(errors);
  });
});

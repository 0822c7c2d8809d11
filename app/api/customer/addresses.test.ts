/** /customer/addresses (Meus endereços): a customer reads and changes only their own addresses. */
import { eq } from 'drizzle-orm';
import { DELETE as del, GET as getOne, PUT as put } from '@/app/api/customer/addresses/[id]/route';
import { GET as list, POST as create } from '@/app/api/customer/addresses/route';
import type { Address } from '@/lib/contracts/addresses';
import { addresses, customers } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const bearerOf = async (email: string, tenantId = 1) =>
  bearer(await sessionTokenOf(database.db, email, tenantId));

const json = { 'content-type': 'application/json' };
const home = {
  name: 'Ana Afiliada Souza',
  document: '111.444.777-35',
  type: 'residencial',
  phone: '(21)97654-3210',
  zipcode: '22041-001',
  street: 'Avenida Atlântica',
  number: '1702',
  complement: '',
  district: 'Copacabana',
  city: 'Rio de Janeiro',
  region: 'RJ',
};
const send = (
  handler: typeof create | typeof put,
  method: string,
  body: unknown,
  headers: Record<string, string>,
  id?: number,
  host?: string,
) =>
  call(handler, id ? `/api/customer/addresses/${id}` : '/api/customer/addresses', {
    method,
    host,
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
    params: id ? { id: String(id) } : undefined,
  });
const byId = (handler: typeof getOne | typeof del, method: string, id: number, headers = {}) =>
  call(handler, `/api/customer/addresses/${id}`, { method, headers, params: { id: String(id) } });

describe(`/customer/addresses on ${databaseKind}`, () => {
  test('a customer adds, reads, edits and deletes addresses; the default moves along', async () => {
    const ana = await bearerOf('afiliado@exemplo.com.br');
    expect((await call(list, '/api/customer/addresses', { headers: ana })).json.content).toEqual(
      [],
    );
    const first = await send(create, 'POST', home, ana);
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('Endereço cadastrado com sucesso.');
    const saved = first.json.content as Address;
    // Stored as digits; the first address is the default.
    expect(saved).toMatchObject({
      document: '11144477735',
      phone: '21976543210',
      zipcode: '22041001',
      complement: '',
      isDefault: true,
    });
    const work = await send(
      create,
      'POST',
      {
        ...home,
        type: 'comercial',
        zipcode: '20040020',
        street: 'Rua do Ouvidor',
        number: '50',
        isDefault: true,
      },
      ana,
    );
    const second = work.json.content as Address;
    expect(second.isDefault).toBe(true);
    const both = (await call(list, '/api/customer/addresses', { headers: ana })).json
      .content as Address[];
    expect(both.map((a) => [a.street, a.isDefault])).toEqual([
      ['Rua do Ouvidor', true],
      ['Avenida Atlântica', false],
    ]);

    const edited = await send(
      put,
      'PUT',
      { ...home, number: '1800', complement: 'Bloco B' },
      ana,
      saved.id,
    );
    expect(edited.status).toBe(200);
    expect(edited.json.message).toBe('Endereço atualizado com sucesso.');
    expect((await byId(getOne, 'GET', saved.id, ana)).json.content).toMatchObject({
      number: '1800',
      complement: 'Bloco B',
      isDefault: false,
    });

    const removed = await byId(del, 'DELETE', second.id, ana);
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe('Endereço excluído com sucesso.');
    // The default was deleted: the one left takes the mark.
    expect(removed.json.content).toMatchObject([{ id: saved.id, isDefault: true }]);
  });

  test('every field but the complement is required; a bad CEP or document is a field error', async () => {
    const ana = await bearerOf('afiliado@exemplo.com.br');
    const before = await database.db.$count(addresses);
    const empty = await send(create, 'POST', {}, ana);
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.json.errors ?? {}).sort()).toEqual(
      [
        'city',
        'district',
        'document',
        'name',
        'number',
        'phone',
        'region',
        'street',
        'type',
        'zipcode',
      ].sort(),
    );
    expect(empty.json.errors?.zipcode).toEqual(['Campo obrigatório']);
    const bad = await send(
      create,
      'POST',
      { ...home, zipcode: '2204-100', document: '111.444.777-36', region: 'XX' },
      ana,
    );
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({
      zipcode: ['CEP inválido'],
      document: ['CPF ou CNPJ inválido'],
      region: ['UF inválida'],
    });
    // A field the form does not have (another customer's id) is refused too.
    expect((await send(create, 'POST', { ...home, customerId: 1 }, ana)).status).toBe(422);
    expect(await database.db.$count(addresses)).toBe(before);
  });

  test("another customer's address, another store and no session: 404 or 401, nothing changes", async () => {
    const [maria] = await database.db
      .select({ id: addresses.id, street: addresses.street })
      .from(addresses)
      .innerJoin(customers, eq(customers.id, addresses.customerId))
      .where(eq(customers.email, 'cliente@exemplo.com.br'))
      .limit(1);
    const ana = await bearerOf('afiliado@exemplo.com.br');
    const read = await byId(getOne, 'GET', maria!.id, ana);
    expect(read.status).toBe(404);
    expect(read.json.message).toBe('Endereço não encontrado.');
    expect((await send(put, 'PUT', home, ana, maria!.id)).status).toBe(404);
    expect((await byId(del, 'DELETE', maria!.id, ana)).status).toBe(404);
    // The namesake customer of store 'outra', on its own host, cannot reach demo's address either.
    const outra = await bearerOf('cliente@exemplo.com.br', 2);
    expect(
      (
        await call(getOne, `/api/customer/addresses/${maria!.id}`, {
          headers: outra,
          host: 'outra.localhost',
          params: { id: String(maria!.id) },
        })
      ).status,
    ).toBe(404);
    expect((await send(put, 'PUT', home, outra, maria!.id, 'outra.localhost')).status).toBe(404);
    // Demo's own session is not valid on store 'outra'.
    const mariaDemo = await bearerOf('cliente@exemplo.com.br');
    expect(
      (await call(list, '/api/customer/addresses', { headers: mariaDemo, host: 'outra.localhost' }))
        .status,
    ).toBe(401);
    expect((await call(list, '/api/customer/addresses')).status).toBe(401);
    const [still] = await database.db
      .select({ street: addresses.street })
      .from(addresses)
      .where(eq(addresses.id, maria!.id));
    expect(still!.street).toBe(maria!.street);
  });
});

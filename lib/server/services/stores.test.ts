import { eq } from 'drizzle-orm';
import { companies, companyDomains } from '@/lib/server/db/schema';
import { findTenantByDomain, forgetTenantLookups } from '@/lib/server/tenancy/resolve';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { createStore, setStoreOpen, StoreConflictError } from './stores';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(() => forgetTenantLookups());

describe(`a real store on ${databaseKind}`, () => {
  test('is created closed for maintenance on its domains, then opened', async () => {
    const store = await createStore(database.db, {
      slug: 'minha-loja',
      name: 'Minha Loja',
      domains: ['Loja.Example.com.br.', 'www.loja.example.com.br'],
      email: 'atendimento@loja.example.com.br',
    });
    expect(store.domains).toEqual(['loja.example.com.br', 'www.loja.example.com.br']);
    expect(await findTenantByDomain(database.db, 'www.loja.example.com.br')).toEqual({
      id: store.id,
      slug: 'minha-loja',
      name: 'Minha Loja',
      maintenance: true,
    });
    const [row] = await database.db.select().from(companies).where(eq(companies.id, store.id));
    expect(row!.settings.contacts).toEqual({ email: 'atendimento@loja.example.com.br' });
    expect(row!.settings.paymentOptions.pagseguroQrCode.active).toBe(true);

    expect(await setStoreOpen(database.db, 'minha-loja', true)).toBe(true);
    forgetTenantLookups();
    expect(await findTenantByDomain(database.db, 'loja.example.com.br')).toMatchObject({
      maintenance: false,
    });
    expect(await setStoreOpen(database.db, 'nao-existe', true)).toBe(false);
  });

  test('a slug or domain taken, or a bad one, is refused and changes nothing', async () => {
    const before = await database.db.select().from(companyDomains);
    await expect(
      createStore(database.db, { slug: 'demo', name: 'Outra Demo', domains: ['nova.com.br'] }),
    ).rejects.toEqual(new StoreConflictError('slug', ['demo']));
    await expect(
      createStore(database.db, {
        slug: 'nova',
        name: 'Nova',
        domains: ['nova.com.br', 'localhost'],
      }),
    ).rejects.toEqual(new StoreConflictError('domains', ['localhost']));
    await expect(
      createStore(database.db, { slug: 'Nova Loja', name: 'N', domains: ['nova'] }),
    ).rejects.toMatchObject({
      issues: [
        expect.objectContaining({ path: ['slug'], message: 'slug' }),
        expect.objectContaining({ path: ['name'], message: 'name' }),
        expect.objectContaining({ path: ['domains', 0], message: 'domain' }),
      ],
    });
    expect(await database.db.select().from(companyDomains)).toEqual(before);
  });
});

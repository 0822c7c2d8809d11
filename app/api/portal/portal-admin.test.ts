/**
 * The portal's administration (/portal/{customer}/buyers, /companies, /audit): only acme's
 * administrator gets data; every other caller gets 401 or the portal's 404 and changes nothing;
 * every change is in the audit log.
 */
import { eq } from 'drizzle-orm';
import { GET as audit } from '@/app/api/portal/[customer]/audit/route';
import { PUT as updateBuyer } from '@/app/api/portal/[customer]/buyers/[id]/route';
import { GET as listBuyers, POST as createBuyer } from '@/app/api/portal/[customer]/buyers/route';
import { PUT as updateCompany } from '@/app/api/portal/[customer]/companies/[id]/route';
import {
  GET as listCompanies,
  POST as createCompany,
} from '@/app/api/portal/[customer]/companies/route';
import { POST as logIn } from '@/app/api/customer/auth/route';
import type { PortalAuditEntry, PortalBuyer, PortalCompany } from '@/lib/contracts/portal';
import { customers, portalAuditLog, portalCompanies } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { signedIn } from '@/test/factories';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const json = { 'content-type': 'application/json' };
const as = (email: string | null, tenantId = 1) => signedIn(database.db, email, tenantId);

const newBuyer = {
  name: 'Bruna Nova Compradora',
  email: 'bruna@acme.com.br',
  document: '862.883.667-57',
  phone: '(11)91234-5678',
  password: 'Compra1',
};
const acmeCompany = {
  name: 'Acme Tecnologia Ltda — Filial Recife',
  cnpj: '12.ABC.345/01DE-35',
  stateRegistration: 'ISENTO',
  addresses: [
    {
      street: 'Avenida Boa Viagem',
      number: '1000',
      district: 'Boa Viagem',
      city: 'Recife',
      region: 'PE',
      zipcode: '51011-000',
    },
  ],
};

type Handler = Parameters<typeof call>[0];
const request = (
  handler: Handler,
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: unknown; params?: Record<string, string>; host?: string } = {},
) =>
  call(handler, `/api/portal/${path}`, {
    method: init.method ?? 'GET',
    host: init.host,
    headers: { ...json, ...headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    params: { customer: 'acme', ...init.params },
  });

const auditCount = async () => (await database.db.select().from(portalAuditLog)).length;

describe(`portal administration on ${databaseKind}`, () => {
  // Every call of the administration, as each caller who must not get data.
  const denied: [string, string | null, number][] = [
    ['visitor', null, 401],
    ['store customer', 'cliente@exemplo.com.br', 404],
    ['buyer of acme', 'compras@acme.com.br', 404],
    ['buyer of another company', 'compras@globex.com.br', 404],
  ];
  test.each(denied)(
    '%s: every call is refused (%s → %i) and nothing changes',
    async (_, email, status) => {
      const headers = await as(email);
      const [acmeBuyer] = await database.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, 'compras@acme.com.br'));
      const [company] = await database.db.select({ id: portalCompanies.id }).from(portalCompanies);
      const before = await auditCount();
      const calls = [
        request(listBuyers, 'acme/buyers', headers),
        request(createBuyer, 'acme/buyers', headers, { method: 'POST', body: newBuyer }),
        request(updateBuyer, `acme/buyers/${acmeBuyer!.id}`, headers, {
          method: 'PUT',
          body: { ...newBuyer, password: undefined, active: false },
          params: { id: String(acmeBuyer!.id) },
        }),
        request(listCompanies, 'acme/companies', headers),
        request(createCompany, 'acme/companies', headers, { method: 'POST', body: acmeCompany }),
        request(updateCompany, `acme/companies/${company!.id}`, headers, {
          method: 'PUT',
          body: acmeCompany,
          params: { id: String(company!.id) },
        }),
        request(audit, 'acme/audit', headers),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(status);
        expect(answer.json.success).toBe(false);
        expect(answer.json.content).toBeUndefined();
        if (status === 404) expect(answer.json.message).toBe('Portal não encontrado.');
      }
      expect(await auditCount()).toBe(before);
      const [still] = await database.db
        .select({ active: customers.active })
        .from(customers)
        .where(eq(customers.id, acmeBuyer!.id));
      expect(still!.active).toBe(true);
    },
  );

  test('a portal that does not exist is the same 404 for an administrator', async () => {
    const admin = await as('admin@acme.com.br');
    const missing = await request(listBuyers, 'nao-existe/buyers', admin, {
      params: { customer: 'nao-existe' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Portal não encontrado.');
  });

  test('the administrator lists and searches buyers, adds one who can then log in', async () => {
    const admin = await as('admin@acme.com.br');
    const list = await request(listBuyers, 'acme/buyers', admin);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect((list.json.content as PortalBuyer[]).map((b) => [b.email, b.isAdmin])).toEqual([
      ['admin@acme.com.br', true],
      ['compras@acme.com.br', false],
    ]);

    // Every field's validation text at once, nothing stored.
    const invalid = await request(createBuyer, 'acme/buyers', admin, {
      method: 'POST',
      body: {
        name: '',
        email: 'nao-e-email',
        document: '111.111.111-11',
        phone: '1234',
        password: 'abc',
      },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json.errors).toEqual({
      name: ['Campo obrigatório'],
      email: ['Email inválido'],
      document: ['CPF inválido'],
      phone: ['Telefone inválido'],
      password: ['A senha deve ter pelo menos 6 caracteres, com pelo menos uma letra'],
    });
    // An e-mail the store already has (a store customer's) is the registration's field error.
    const taken = await request(createBuyer, 'acme/buyers', admin, {
      method: 'POST',
      body: { ...newBuyer, email: 'cliente@exemplo.com.br' },
    });
    expect(taken.status).toBe(422);
    expect(taken.json.errors).toEqual({ email: ['Este e-mail já está cadastrado'] });

    const created = await request(createBuyer, 'acme/buyers', admin, {
      method: 'POST',
      body: newBuyer,
    });
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('Comprador cadastrado com sucesso.');
    expect(created.json.content).toMatchObject({
      name: 'Bruna Nova Compradora',
      email: 'bruna@acme.com.br',
      document: '86288366757',
      phone: '11912345678',
      active: true,
      isAdmin: false,
    });
    const login = await call(logIn, '/api/customer/auth', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ login: 'bruna@acme.com.br', password: 'Compra1' }),
    });
    expect(login.status).toBe(200);
    expect(login.json.content).toMatchObject({
      customer: { email: 'bruna@acme.com.br', group: { name: 'Acme Tecnologia Ltda' } },
    });

    const search = async (term: string) =>
      (
        (
          await call(listBuyers, `/api/portal/acme/buyers?search=${encodeURIComponent(term)}`, {
            headers: admin,
            params: { customer: 'acme' },
          })
        ).json.content as PortalBuyer[]
      ).map((b) => b.email);
    expect(await search('bruna')).toEqual(['bruna@acme.com.br']);
    expect(await search('862.883')).toEqual(['bruna@acme.com.br']);
    expect(await search('COMPRAS@')).toEqual(['compras@acme.com.br']);
    expect(await search('globex')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  test('the administrator edits and deactivates a buyer, who can no longer log in; never themselves', async () => {
    const admin = await as('admin@acme.com.br');
    const [bruna] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'bruna@acme.com.br'));
    const brunaSession = await as('bruna@acme.com.br');
    const id = String(bruna!.id);
    const data = { ...newBuyer, password: undefined };
    const edited = await request(updateBuyer, `acme/buyers/${id}`, admin, {
      method: 'PUT',
      body: { ...data, name: 'Bruna Compradora Silva' },
      params: { id },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.message).toBe('Comprador atualizado com sucesso.');
    expect(edited.json.content).toMatchObject({ name: 'Bruna Compradora Silva', active: true });

    const off = await request(updateBuyer, `acme/buyers/${id}`, admin, {
      method: 'PUT',
      body: { ...data, name: 'Bruna Compradora Silva', active: false },
      params: { id },
    });
    expect(off.json.content).toMatchObject({ active: false });
    // An edit that does not send `active` (another tab's form) leaves her deactivated.
    const later = await request(updateBuyer, `acme/buyers/${id}`, admin, {
      method: 'PUT',
      body: { ...data, name: 'Bruna Compradora Silva' },
      params: { id },
    });
    expect(later.json.content).toMatchObject({ active: false });
    // Her open session ends and her password no longer opens one.
    expect((await request(listBuyers, 'acme/buyers', brunaSession)).status).toBe(401);
    const login = await call(logIn, '/api/customer/auth', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ login: 'bruna@acme.com.br', password: 'Compra1' }),
    });
    expect(login.status).toBe(401);

    const [alice] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'admin@acme.com.br'));
    const self = await request(updateBuyer, `acme/buyers/${alice!.id}`, admin, {
      method: 'PUT',
      body: {
        name: 'Alice Admin Acme',
        email: 'admin@acme.com.br',
        document: '935.411.347-80',
        phone: '(11)95555-4444',
        active: false,
      },
      params: { id: String(alice!.id) },
    });
    expect(self.status).toBe(422);
    expect(self.json.errors).toEqual({
      active: ['O administrador do portal não pode ser desativado.'],
    });

    // Another company's buyer is not acme's to change.
    const [gabriel] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'compras@globex.com.br'));
    const foreign = await request(updateBuyer, `acme/buyers/${gabriel!.id}`, admin, {
      method: 'PUT',
      body: { ...data, active: false },
      params: { id: String(gabriel!.id) },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe('Comprador não encontrado.');
  });

  test('the administrator adds a company with an alphanumeric CNPJ and edits it', async () => {
    const admin = await as('admin@acme.com.br');
    const invalid = await request(createCompany, 'acme/companies', admin, {
      method: 'POST',
      body: { ...acmeCompany, cnpj: '12.ABC.345/01DE-36', addresses: [] },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json.errors).toEqual({
      cnpj: ['CNPJ inválido'],
      addresses: ['Campo obrigatório'],
    });

    const created = await request(createCompany, 'acme/companies', admin, {
      method: 'POST',
      body: acmeCompany,
    });
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('Empresa cadastrada com sucesso.');
    const company = created.json.content as PortalCompany;
    expect(company).toMatchObject({
      cnpj: '12ABC34501DE35',
      stateRegistration: 'ISENTO',
      addresses: [{ city: 'Recife', zipcode: '51011000' }],
    });
    const edited = await request(updateCompany, `acme/companies/${company.id}`, admin, {
      method: 'PUT',
      body: { ...acmeCompany, stateRegistration: '0123456-78' },
      params: { id: String(company.id) },
    });
    expect(edited.json.message).toBe('Empresa atualizada com sucesso.');
    const list = await request(listCompanies, 'acme/companies', admin);
    expect(
      (list.json.content as PortalCompany[]).map((c) => [c.name, c.stateRegistration]),
    ).toEqual([
      ['Acme Tecnologia Ltda', '110.042.490.114'],
      ['Acme Tecnologia Ltda — Filial Recife', '0123456-78'],
    ]);
  });

  test('every change is in the audit log: who, when, what (never a password)', async () => {
    const admin = await as('admin@acme.com.br');
    const answer = await request(audit, 'acme/audit', admin);
    const entries = answer.json.content as PortalAuditEntry[];
    expect(entries.map((e) => e.action)).toEqual([
      'company.updated',
      'company.created',
      'buyer.deactivated',
      'buyer.updated',
      'buyer.created',
    ]);
    expect(new Set(entries.map((e) => e.actor))).toEqual(new Set(['Alice Admin Acme']));
    expect(entries[0]!.details).toEqual({
      companyId: expect.any(Number),
      changes: { stateRegistration: ['ISENTO', '0123456-78'] },
    });
    expect(entries[3]!.details).toMatchObject({
      changes: { name: ['Bruna Nova Compradora', 'Bruna Compradora Silva'] },
    });
    expect(JSON.stringify(entries)).not.toContain('Compra1');
    expect(Date.now() - Date.parse(entries[0]!.at)).toBeLessThan(60_000);
    // Globex's administrator has a log of their own: empty.
    const globex = await request(audit, 'globex/audit', await as('compras@globex.com.br'), {
      params: { customer: 'globex' },
    });
    expect(globex.json.content).toEqual([]);
  });
});

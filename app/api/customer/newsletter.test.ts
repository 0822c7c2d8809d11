/** POST /customer/newsletter: the sign-up's rules, the stored lead, repeats, stores and limits. */
import { and, eq } from 'drizzle-orm';
import { POST as subscribe } from '@/app/api/customer/newsletter/route';
import { newsletterLeads } from '@/lib/server/db/schema';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { RATE_POLICIES } from '@/lib/server/security/limits';
import { createTestDatabase, databaseKind, storeIds, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';

let database: TestDatabase;
let demo: number;
let outra: number;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ demo, outra } = await storeIds(database));
});
afterAll(() => database.drop());
beforeEach(() => forgetRateCounts());

let address = 0;
const post = (body: unknown, init: { host?: string; from?: string; type?: string } = {}) =>
  call(subscribe, '/api/customer/newsletter', {
    host: init.host,
    method: 'POST',
    headers: {
      'content-type': init.type ?? 'application/json',
      [CLIENT_ADDRESS_HEADER]: sealAddress(init.from ?? `10.7.0.${++address}`),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const valid = {
  name: 'Maria Souza',
  email: 'Maria.Souza@Exemplo.com.br',
  phone: '(11)98765-4321',
  area_de_interesse: 'games',
  additionalInformation: { whatsapp: '(11)98765-4321', occupation: 'games' },
};
const leadsOf = (tenantId: number, email: string) =>
  database.db
    .select()
    .from(newsletterLeads)
    .where(and(eq(newsletterLeads.tenantId, tenantId), eq(newsletterLeads.email, email)));

describe(`newsletter sign-up on ${databaseKind}`, () => {
  test('each required field answers "Campo obrigatório" under its name', async () => {
    const res = await post({});
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      success: false,
      message: 'Dados inválidos',
      errors: {
        name: ['Campo obrigatório'],
        email: ['Campo obrigatório'],
        area_de_interesse: ['Campo obrigatório'],
        phone: ['Campo obrigatório'],
      },
    });
  });

  test('e-mail, lengths, phone and interest are checked', async () => {
    const res = await post({
      ...valid,
      name: 'a'.repeat(256),
      email: 'maria@',
      phone: '(11)9876',
      area_de_interesse: 'astronomia',
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      name: ['Texto muito longo'],
      email: ['Email inválido'],
      phone: ['Telefone inválido'],
      area_de_interesse: ['Valor inválido'],
    });
    const long = await post({ ...valid, email: `${'m'.repeat(250)}@exemplo.com.br` });
    expect(long.json.errors).toEqual({ email: ['Texto muito longo'] });
    const unknown = await post({ ...valid, coupon: 'X' });
    expect(unknown.json.errors).toEqual({ coupon: ['Campo não permitido: coupon'] });
  });

  test('a sign-up stores the lead of the store and answers success', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      content: { id: expect.any(Number) },
      message: 'Cadastro realizado com sucesso!',
    });
    const [lead] = await leadsOf(demo, 'maria.souza@exemplo.com.br');
    expect(lead).toMatchObject({
      id: (res.json.content as { id: number }).id,
      name: 'Maria Souza',
      phone: '11987654321',
      areaDeInteresse: 'games',
      occupation: 'games',
      additionalInformation: { whatsapp: '11987654321', occupation: 'games' },
    });
  });

  test('the same e-mail again updates its lead and answers the same success', async () => {
    const first = await post({ ...valid, email: 'joao@exemplo.com.br' });
    const again = await post({
      name: 'João Pedro',
      email: ' JOAO@exemplo.com.br ',
      phone: '(21)3456-7890',
      area_de_interesse: 'design',
    });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const leads = await leadsOf(demo, 'joao@exemplo.com.br');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'João Pedro',
      phone: '2134567890',
      areaDeInteresse: 'design',
    });
  });

  test('form posts work as well (additionalInformation[occupation])', async () => {
    const form = new URLSearchParams({
      name: 'Ana',
      email: 'ana@exemplo.com.br',
      phone: '11912345678',
      area_de_interesse: 'estudos',
      'additionalInformation[whatsapp]': '11912345678',
      'additionalInformation[occupation]': 'estudos',
    });
    const res = await post(form.toString(), { type: 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(201);
    expect(await leadsOf(demo, 'ana@exemplo.com.br')).toHaveLength(1);
  });

  test('each store keeps its own list', async () => {
    const email = 'loja@exemplo.com.br';
    await post({ ...valid, email, name: 'Na Demo' });
    await post({ ...valid, email, name: 'Na Outra' }, { host: 'outra.localhost' });
    expect((await leadsOf(demo, email)).map((l) => l.name)).toEqual(['Na Demo']);
    expect((await leadsOf(outra, email)).map((l) => l.name)).toEqual(['Na Outra']);
  });

  test('another site cannot sign anyone up from a browser', async () => {
    const res = await call(subscribe, '/api/customer/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(403);
  });

  test(`one address may sign up ${RATE_POLICIES.newsletter.per.address.limit} times per window, then 429`, async () => {
    const from = '10.8.0.1';
    for (let i = 0; i < RATE_POLICIES.newsletter.per.address.limit; i++)
      expect((await post({ ...valid, email: `limite${i}@exemplo.com.br` }, { from })).status).toBe(
        201,
      );
    const refused = await post({ ...valid, email: 'limite-x@exemplo.com.br' }, { from });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      success: false,
      message: 'Muitos cadastros. Tente novamente em 15 min.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await leadsOf(demo, 'limite-x@exemplo.com.br')).toEqual([]);
    // Another address, or the same one at another store, is not held back.
    expect((await post({ ...valid, email: 'outro-ip@exemplo.com.br' })).status).toBe(201);
    expect((await post(valid, { from, host: 'outra.localhost' })).status).toBe(201);
  });
});

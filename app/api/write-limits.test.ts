/**
 * Every endpoint that writes or sends is limited (issue 25, item 13): one policy per action in
 * lib/server/security/limits.ts, 429 with a Portuguese text and Retry-After, counted in Redis
 * when REDIS_URL is set (so a restart forgets nothing).
 */
import { eq } from 'drizzle-orm';
import { POST as postStockAlert } from '@/app/api/catalog/productAlertStock/route';
import { POST as recover } from '@/app/api/customer/recovery/route';
import { POST as register } from '@/app/api/customer/register/route';
import { GET as getRoute } from '@/app/api/router/route';
import { isValidCpf } from '@/lib/domain/documents';
import { customers, outboxEmails, stockAlerts } from '@/lib/server/db/schema';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';
import { RATE_POLICIES } from '@/lib/server/security/limits';
import { closeRateCounter, forgetRateCounts } from '@/lib/server/security/rate-limit';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(() => forgetRateCounts());

let address = 0;
const post = (body: unknown, from = `10.13.0.${++address}`) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: sealAddress(from) },
  body: JSON.stringify(body),
});

let serial = 0;
/** A CPF no one has: 9 digits of a counter and their check digits. */
function freshCpf(): string {
  const base = String(100_000_000 + ++serial * 7919).slice(-9);
  for (let d = 0; d < 100; d++) {
    const cpf = base + String(d).padStart(2, '0');
    if (isValidCpf(cpf)) return cpf;
  }
  return freshCpf();
}
const signUp = (from: string) =>
  call(
    register,
    '/api/customer/register',
    post(
      {
        name: 'Conta em Série',
        email: `serie-${++serial}@exemplo.com.br`,
        password: 'segredo1',
        document: freshCpf(),
        birthDate: '1990-01-01',
        phone: '(11)91234-5678',
      },
      from,
    ),
  );

describe(`limits of the writes on ${databaseKind}`, () => {
  test(`registration: ${RATE_POLICIES.register.per.address.limit} accounts an hour from one address, then 429 and nothing stored`, async () => {
    const from = '10.13.1.1';
    const limit = RATE_POLICIES.register.per.address.limit;
    for (let i = 0; i < limit; i++) expect((await signUp(from)).status).toBe(201);
    const before = (await database.db.select({ id: customers.id }).from(customers)).length;
    const refused = await signUp(from);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Muitos cadastros. Tente novamente em 60 min.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await database.db.select({ id: customers.id }).from(customers)).length).toBe(before);
    // Another address of the store is not held back by it.
    expect((await signUp('10.13.1.2')).status).toBe(201);
  });

  test('recovery: one mailbox gets 3 links an hour, from however many addresses they are asked', async () => {
    const victim = 'cliente@exemplo.com.br';
    const ask = () => call(recover, '/api/customer/recovery', post({ email: victim }));
    for (let i = 0; i < RATE_POLICIES.recovery.per.email.limit; i++)
      expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Muitos pedidos de recuperação. Tente novamente em 60 min.');
    const sent = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, victim));
    expect(sent).toHaveLength(RATE_POLICIES.recovery.per.email.limit);
  });

  test('stock alerts: per address and per e-mail, with their own text', async () => {
    const route = await call(getRoute, '/api/router?url=notebook-demo-pro-15');
    const product = (route.json.content as { content: { id: number } }).content.id;
    const alert = (email: string, from: string) =>
      call(
        postStockAlert,
        '/api/catalog/productAlertStock',
        post({ name: 'Ana', email, newsletter: false, product }, from),
      );
    const perAddress = RATE_POLICIES.stockAlert.per.address.limit;
    for (let i = 0; i < perAddress; i++)
      expect((await alert(`alerta${i}@exemplo.com.br`, '10.13.2.1')).status).toBe(201);
    const refused = await alert('mais@exemplo.com.br', '10.13.2.1');
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Muitos avisos pedidos. Tente novamente em 15 min.');

    const perEmail = RATE_POLICIES.stockAlert.per.email.limit;
    for (let i = 0; i < perEmail; i++)
      expect((await alert('alvo@exemplo.com.br', `10.13.3.${i}`)).status).toBe(201);
    expect((await alert('Alvo@Exemplo.com.br', '10.13.3.200')).status).toBe(429);
    const stored = await database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.email, 'mais@exemplo.com.br'));
    expect(stored).toHaveLength(0);
  });

  (process.env.REDIS_URL ? test : test.skip)(
    'with Redis the counts survive a restart of the server',
    async () => {
      const from = '10.13.4.1';
      for (let i = 0; i < RATE_POLICIES.register.per.address.limit; i++)
        expect((await signUp(from)).status).toBe(201);
      // A new connection, as a restarted process would open.
      await closeRateCounter();
      expect((await signUp(from)).status).toBe(429);
    },
  );
});

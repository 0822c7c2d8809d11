/**
 * The outbox worker against a real SMTP server in this process (smtp-server), read back with
 * mailparser: what the store writes arrives once, with its text and HTML parts, from the store's
 * name; two workers at once send nothing twice; a temporary refusal is tried again, a permanent
 * one gives up.
 */
import type { AddressInfo } from 'node:net';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { and, eq, isNull } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { outboxEmails, products } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { newAddress, newShopperContext } from '@/test/factories';
import { keyContext } from '@/test/sessions';
import { createCart } from './cart';
import { placeOrder } from './checkout';
import { registerCustomer } from './customer-auth';
import { deliverOutbox, MAIL_DELIVERY } from './mail-delivery';
import { smtpSender } from './mail-worker';
import { changeOperatorOrder } from './operator-orders';
import { requestPasswordRecovery } from './password-recovery';

let database: TestDatabase;
let server: SMTPServer;
let smtpUrl: string;
const received: ParsedMail[] = [];
/** Recipients the server refuses: 451 (try later) once each, or 550 (no such mailbox) always. */
const refuseOnce = new Set<string>();
const refuseAlways = new Set<string>();
let queued = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  // What the seed wrote is not this test's: only what the test writes is delivered.
  await database.db
    .update(outboxEmails)
    .set({ sentAt: new Date() })
    .where(isNull(outboxEmails.sentAt));
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address;
      if (refuseAlways.has(to))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      if (refuseOnce.delete(to))
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback(null, `Ok: queued as Q${++queued}`);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.drop();
});

const client = { address: '203.0.113.7', origin: 'http://localhost:3000' };
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text;

/** Sent rows of the outbox addressed to `email`, as the worker recorded them. */
const rowsTo = (email: string) =>
  database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

describe(`e-mail delivery on ${databaseKind}`, () => {
  test('an order placed, a status change and a recovery arrive once each, with both parts, though two workers run', async () => {
    // An order placed (Pix), by a new customer.
    const buyer = await newShopperContext(database.db, { name: 'Joana Compradora' });
    const address = await newAddress(database.db, buyer);
    const [ssd] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, 1), eq(products.url, 'headset-demo-basic-p2')));
    const cart = await createCart(database.db, buyer, {
      items: [{ product: ssd!.id, quantity: 1 }],
    });
    const placed = await placeOrder(database.db, buyer, {
      cart: cart.order.id,
      idempotencyKey: `mail-${Date.now()}`.padEnd(16, '0'),
      address: address.id,
      shipping: 'SEDEX',
      payment: { method: 'pix' },
    });
    // A status change of a seeded order, and a password recovery.
    const shipped = await changeOperatorOrder(database.db, keyContext(), {
      number: 100003,
      action: 'ship',
    });
    await requestPasswordRecovery(
      database.db,
      { tenantId: 1, locale: 'pt', customer: null },
      { email: 'cliente@exemplo.com.br' },
      client,
    );

    const [one, two] = [smtpSender(smtpUrl), smtpSender(smtpUrl)];
    const reports = await Promise.all([
      deliverOutbox(database.db, one),
      deliverOutbox(database.db, two),
    ]);
    one.close();
    two.close();
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(3);
    expect(reports.every((r) => r.retried + r.failed === 0)).toBe(true);

    const subjects = received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(
      [
        `Recebemos o seu pedido ${placed.order.number}`,
        'Loja Demo: recuperação de senha',
        `Pedido ${shipped.number}: Enviado`,
      ].sort(),
    );
    for (const mail of received) {
      expect(mail.from?.value).toEqual([
        { name: 'Loja Demo', address: 'atendimento@demo.exemplo.com.br' },
      ]);
      expect(mail.text?.length).toBeGreaterThan(20);
      expect(mail.html).toContain('<html lang="pt-BR">');
      expect(mail.html).toContain('Loja Demo');
      expect(mail.html).toContain('E-mail automático da Loja Demo. Não é preciso respondê-lo.');
      expect(mail.messageId).toMatch(/^<outbox-\d+@demo\.exemplo\.com\.br>$/);
    }
    const recovery = received.find((mail) => mail.subject?.includes('recuperação'))!;
    expect(to(recovery)).toBe('cliente@exemplo.com.br');
    const link = /http:\/\/localhost:3000\/user\/recovery\/[\w-]+/.exec(recovery.text!)![0];
    expect(recovery.html).toContain(`<a href="${link}" style="color:#1d4ed8">${link}</a>`);

    const [row] = await rowsTo('cliente@exemplo.com.br');
    expect(row).toMatchObject({ attempts: 1, lastError: null, failedAt: null, claimedUntil: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.providerMessageId).toMatch(/^Q\d+$/);
    // Nothing is left to send: a third run finds nothing.
    expect(await deliverOutbox(database.db, smtpSender(smtpUrl))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
  });

  test('a temporary refusal is tried again after its backoff; a refused mailbox gives up at once', async () => {
    received.length = 0;
    refuseOnce.add('novo.cliente@exemplo.com.br');
    refuseAlways.add('nao.existe@exemplo.com.br');
    for (const email of ['novo.cliente@exemplo.com.br', 'nao.existe@exemplo.com.br'])
      await registerCustomer(
        database.db,
        { tenantId: 1, locale: email.startsWith('novo') ? 'en' : 'pt', customer: null },
        {
          personType: 'person',
          name: 'Novo Cliente',
          email,
          password: 'Senha123',
          document: generateCpf(),
          birthDate: '1990-01-01',
          phone: '11987654321',
        },
        client,
      );
    const sender = smtpSender(smtpUrl);
    let clock = Date.now();
    const now = () => new Date(clock);
    expect(await deliverOutbox(database.db, sender, now)).toEqual({
      sent: 0,
      retried: 1,
      failed: 1,
    });
    const [waiting] = await rowsTo('novo.cliente@exemplo.com.br');
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(waiting!.lastError).toContain('Try again later');
    expect(waiting!.nextAttemptAt!.getTime()).toBe(clock + MAIL_DELIVERY.backoffMs(1));
    const [refused] = await rowsTo('nao.existe@exemplo.com.br');
    expect(refused!.failedAt).toBeInstanceOf(Date);
    expect(refused!.lastError).toContain('Mailbox unavailable');

    // Not before its time; then it goes, in the language of whom it greets.
    expect(await deliverOutbox(database.db, sender, now)).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    clock += MAIL_DELIVERY.backoffMs(1);
    expect(await deliverOutbox(database.db, sender, now)).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    sender.close();
    expect(received.map((mail) => mail.subject)).toEqual(['Welcome to Loja Demo']);
    expect(received[0]!.html).toContain('<html lang="en">');
    expect(received[0]!.text).toContain(
      'Your account at Loja Demo was created with the e-mail novo.cliente@exemplo.com.br.',
    );
    const [sent] = await rowsTo('novo.cliente@exemplo.com.br');
    expect(sent).toMatchObject({ attempts: 2, failedAt: null });
  });
});

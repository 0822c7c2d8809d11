/**
 * The back-office inbox (issue 30 item 6): what shoppers send through the storefront's calls
 * (contact forms, call-me-back, newsletter, stock alerts) is listed per store for its owners and
 * its orders and content operators, filtered, marked handled, assigned, exported, and a person's
 * data is erased everywhere on their request. Bad input changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { PATCH as changeItem } from '@/app/api/admin/inbox/[kind]/[id]/route';
import { POST as erase } from '@/app/api/admin/inbox/erase/route';
import { GET as exportInbox } from '@/app/api/admin/inbox/export/route';
import { GET as list } from '@/app/api/admin/inbox/route';
import { POST as postStockAlert } from '@/app/api/catalog/productAlertStock/route';
import { POST as clickToCall } from '@/app/api/click-to-call/route';
import { GET as getForm } from '@/app/api/contactform/[id]/route';
import { POST as sendContact } from '@/app/api/contactform/contact/route';
import { POST as subscribe } from '@/app/api/customer/newsletter/route';
import type { InboxItem, InboxList } from '@/lib/contracts/back-office-inbox';
import {
  auditLog,
  companies,
  contactMessages,
  newsletterLeads,
  operators,
  outboxEmails,
  products,
  stockAlerts,
} from '@/lib/server/db/schema';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { backOfficeCallers, SAME_ORIGIN_JSON } from '@/test/sessions';

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
let product: { id: number; name: string; sku: string };
let outraId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  callers = await backOfficeCallers(database.db);
  const [row] = await database.db
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'mouse-sem-fio-demo-m1')));
  product = row!;
  const [outra] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, 'outra'));
  outraId = outra!.id;
});
afterAll(() => database.drop());
beforeEach(() => forgetRateCounts());

let address = 0;
const from = () => ({ [CLIENT_ADDRESS_HEADER]: sealAddress(`10.30.0.${++address}`) });

/** What a shopper sends on the storefront, through its own calls. */
const shopper = {
  async contact(values: Record<string, string>, host?: string) {
    const form = (
      await call(getForm, '/api/contactform/contato', { host, params: { id: 'contato' } })
    ).json.content as { id: number };
    const res = await call(sendContact, '/api/contactform/contact', {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from() },
      body: JSON.stringify({
        contactForm: form.id,
        conversion_url: 'http://localhost/contato',
        fields: Object.entries(values).map(([id, value]) => ({ id, value })),
      }),
    });
    expect(res.status).toBe(201);
  },
  async callback(areaCode: string, phone: string) {
    const body = new FormData();
    for (const [k, v] of Object.entries({ target: 'support', areaCode, phone })) body.set(k, v);
    const res = await call(clickToCall, '/api/click-to-call', {
      method: 'POST',
      headers: from(),
      body,
    });
    expect(res.status).toBeLessThan(300);
  },
  async newsletter(name: string, email: string, phone: string, host?: string) {
    const res = await call(subscribe, '/api/customer/newsletter', {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from() },
      body: JSON.stringify({ name, email, phone, area_de_interesse: 'games' }),
    });
    expect(res.status).toBe(201);
  },
  async stockAlert(name: string, email: string, newsletter: boolean) {
    const res = await call(postStockAlert, '/api/catalog/productAlertStock', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from() },
      body: JSON.stringify({ name, email, newsletter, product: product.id }),
    });
    expect(res.status).toBeLessThan(300);
  },
};

const inbox = async (query = '', headers = callers.owner!) => {
  const res = await call(list as never, `/api/admin/inbox${query}`, { headers });
  return { status: res.status, list: res.json?.content as InboxList };
};
const change = (item: { kind: string; id: number }, body: unknown, headers = callers.owner!) =>
  call(changeItem as never, `/api/admin/inbox/${item.kind}/${item.id}`, {
    method: 'PATCH',
    headers: { ...SAME_ORIGIN_JSON, ...headers },
    body: JSON.stringify(body),
    params: { kind: item.kind, id: String(item.id) },
  });
const eraseBody = (body: unknown, headers = callers.owner!) =>
  call(erase as never, '/api/admin/inbox/erase', {
    method: 'POST',
    headers: { ...SAME_ORIGIN_JSON, ...headers },
    body: JSON.stringify(body),
  });
async function csvOf(query: string, headers: Record<string, string> = callers.owner!) {
  const { NextRequest } = await import('next/server');
  const request = new NextRequest(new URL(`/api/admin/inbox/export${query}`, 'http://localhost'), {
    headers: { host: 'localhost', ...headers },
  });
  const response = await exportInbox(request, { params: Promise.resolve({}) });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}
const auditOf = async () =>
  database.db
    .select({
      action: auditLog.action,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.entity, 'inbox'))
    .orderBy(auditLog.id);

describe(`the back-office inbox, on ${databaseKind}`, () => {
  beforeAll(async () => {
    await shopper.contact({
      name: 'Marta Lima',
      email: 'Marta@Exemplo.com.br',
      phone: '(11) 98888-7777',
      subject: 'pedido',
      message: 'Meu pedido chega antes do Natal?',
    });
    await shopper.callback('21', '97777-6666');
    await shopper.newsletter('Marta Lima', 'marta@exemplo.com.br', '(11) 98888-7777');
    await shopper.stockAlert('Marta Lima', 'marta@exemplo.com.br', true);
    await shopper.newsletter('Otávio Reis', 'otavio@exemplo.com.br', '(31) 96666-5555');
    await shopper.stockAlert('Bruno Alves', 'bruno@exemplo.com.br', true);
    // Marta at Outra Loja too: another store's data, which an erasure here never reaches.
    await shopper.newsletter(
      'Marta Lima',
      'marta@exemplo.com.br',
      '(11) 98888-7777',
      'outra.localhost',
    );
    await shopper.contact(
      {
        name: 'Marta Lima',
        email: 'marta@exemplo.com.br',
        phone: '(11) 98888-7777',
        subject: 'duvida',
        message: 'Oi',
      },
      'outra.localhost',
    );
  });

  test.each([
    ['owner', 200],
    ['orders', 200],
    ['content', 200],
    ['catalog', 404],
    ['catalogKey', 404],
    ['ordersKey', 404],
    ['otherStore', 401],
    ['customer', 401],
    ['visitor', 401],
  ])('%s: answered %i on every call', async (who, status) => {
    const headers = callers[who]!;
    expect((await inbox('', headers)).status).toBe(status);
    const [item] = (await inbox()).list.items;
    const changed = await change(item!, { handled: false }, headers);
    expect(changed.status).toBe(status);
    const erased = await eraseBody({ email: 'ninguem@exemplo.com.br' }, headers);
    expect(erased.status).toBe(status);
    expect((await csvOf('', headers)).status).toBe(status);
  });

  test('what shoppers sent, newest first, with who sent it and what about', async () => {
    const { list } = await inbox();
    expect(list.total).toBe(7);
    // Bruno's alert and his lead come from one request: the same moment, the alert first.
    expect(list.items.map((i) => [i.kind, i.name, i.email, i.phone, i.subject])).toEqual([
      ['stockAlert', 'Bruno Alves', 'bruno@exemplo.com.br', null, product.name],
      ['newsletter', 'Bruno Alves', 'bruno@exemplo.com.br', null, 'Cadastro na newsletter'],
      [
        'newsletter',
        'Otávio Reis',
        'otavio@exemplo.com.br',
        '(31)96666-5555',
        'Cadastro na newsletter',
      ],
      ['stockAlert', 'Marta Lima', 'marta@exemplo.com.br', null, product.name],
      [
        'newsletter',
        'Marta Lima',
        'marta@exemplo.com.br',
        '(11)98888-7777',
        'Cadastro na newsletter',
      ],
      ['callback', null, null, '(21)97777-6666', 'Suporte'],
      ['contact', 'Marta Lima', 'marta@exemplo.com.br', '(11) 98888-7777', 'Contato'],
    ]);
    const contact = list.items.find((i) => i.kind === 'contact')!;
    expect(contact.details).toEqual([
      { label: 'Assunto', value: 'Pedido' },
      { label: 'Mensagem', value: 'Meu pedido chega antes do Natal?' },
      { label: 'Página de origem', value: 'http://localhost/contato' },
    ]);
    expect(contact).toMatchObject({ handledAt: null, assignee: null, consent: null });
    // Marta subscribed before her alert's box: her lead keeps the newsletter form's consent.
    const leads = list.items.filter((i) => i.kind === 'newsletter');
    expect(leads.map((l) => l.consent?.source)).toEqual(['stockAlert', 'newsletter', 'newsletter']);
    expect(leads.map((l) => l.details)).toEqual([
      [],
      [{ label: 'Área de interesse', value: 'Games' }],
      [{ label: 'Área de interesse', value: 'Games' }],
    ]);
    expect(list.items[0]!.details).toEqual([
      { label: 'SKU', value: product.sku },
      { label: 'Quer receber a newsletter', value: 'Sim' },
    ]);
    expect(list.operators.map((o) => o.name)).toEqual([
      'Clara Conteúdo',
      'Diana Dona',
      'Paula Pedidos',
    ]);
  });

  test("a stock alert's newsletter box is a lead whose consent says so", async () => {
    const [lead] = await database.db
      .select()
      .from(newsletterLeads)
      .where(eq(newsletterLeads.email, 'bruno@exemplo.com.br'));
    expect(lead).toMatchObject({ consentSource: 'stockAlert', consentedAt: expect.any(Date) });
    const { list } = await inbox('?kind=newsletter&q=bruno');
    expect(list.items.map((i) => i.consent?.source)).toEqual(['stockAlert']);
  });

  test('filters: kind, status, assignee, a name, an e-mail or the digits of a phone', async () => {
    const kinds = async (query: string) => (await inbox(query)).list.items.map((i) => i.kind);
    expect(await kinds('?kind=callback')).toEqual(['callback']);
    expect(await kinds('?q=MARTA@exemplo')).toEqual(['stockAlert', 'newsletter', 'contact']);
    expect(await kinds('?q=97777-6666')).toEqual(['callback']);
    expect(await kinds('?q=Otávio')).toEqual(['newsletter']);
    expect(await kinds('?q=%25')).toEqual([]);
    const bad = await call(list as never, '/api/admin/inbox?kind=fax&status=x', {
      headers: callers.owner!,
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ kind: ['Valor inválido'], status: ['Valor inválido'] });
  });

  test('marked handled and given to someone of the team, audited; nobody outside it', async () => {
    const { list } = await inbox('?kind=callback');
    const callback = list.items[0]!;
    const paula = list.operators.find((o) => o.name === 'Paula Pedidos')!;
    const handled = await change(callback, { handled: true, assigneeId: paula.id });
    expect(handled.status).toBe(200);
    expect(handled.json.content as InboxItem).toMatchObject({
      kind: 'callback',
      handledAt: expect.any(String),
      assignee: { id: paula.id, name: 'Paula Pedidos' },
    });
    expect((await inbox('?status=handled')).list.items.map((i) => i.kind)).toEqual(['callback']);
    expect((await inbox(`?assignee=${paula.id}`)).list.total).toBe(1);
    expect((await inbox('?assignee=none')).list.total).toBe(6);
    expect((await inbox('?status=open')).list.total).toBe(6);

    // The catalog operator does not answer the inbox; another store's item is not found.
    const [caio] = await database.db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.tenantId, 1), eq(operators.email, 'catalogo@exemplo.com.br')));
    const refused = await change(callback, { assigneeId: caio!.id });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({
      assigneeId: ['Escolha alguém da equipe que atende a caixa de entrada.'],
    });
    expect((await change({ kind: 'callback', id: 999_999 }, { handled: true })).status).toBe(404);
    expect((await change(callback, { handled: 'sim' })).status).toBe(422);

    const reopened = await change(callback, { handled: false, assigneeId: null });
    expect(reopened.json.content).toMatchObject({ handledAt: null, assignee: null });
    const trail = await auditOf();
    expect(trail.slice(-2)).toEqual([
      {
        action: 'inbox.change',
        entityId: `callback:${callback.id}`,
        before: { handled: false, assignee: null },
        after: { handled: true, assignee: 'Paula Pedidos' },
      },
      {
        action: 'inbox.change',
        entityId: `callback:${callback.id}`,
        before: { handled: true, assignee: 'Paula Pedidos' },
        after: { handled: false, assignee: null },
      },
    ]);
  });

  test('the CSV export holds the filtered inbox for a pt-BR spreadsheet', async () => {
    const res = await csvOf('?q=marta');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Recebido em;Tipo;Nome;E-mail;Telefone;Assunto;Detalhes;Situação;Responsável;Consentimento',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain(';Contato;Marta Lima;marta@exemplo.com.br;(11) 98888-7777;Contato;');
    expect(lines[3]).toContain('Mensagem: Meu pedido chega antes do Natal?');
    expect(lines[2]).toMatch(/;\d{4}-\d\d-\d\dT[^;]+ \(formulário da newsletter\)$/);
  });

  test("a person's data erased on request: everywhere under their e-mail or phone, nobody else's", async () => {
    const bad = await eraseBody({ email: 'marta', phone: '12' });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ email: ['Email inválido'], phone: ['Telefone inválido'] });
    expect((await eraseBody({})).json.errors).toEqual({
      email: ['Informe o e-mail ou o telefone.'],
    });
    expect((await inbox('?q=marta')).list.total).toBe(3);

    // An e-mail of an order of hers, which the erasure of her inbox data leaves alone.
    await database.db.insert(outboxEmails).values({
      tenantId: 1,
      to: 'marta@exemplo.com.br',
      subject: 'Pedido 100099 recebido',
      text: 'Olá, Marta',
    });
    const mails = async (tenantId: number) =>
      (await database.db.select().from(outboxEmails).where(eq(outboxEmails.tenantId, tenantId)))
        .filter((m) => /marta@exemplo|98888-?7777/i.test(`${m.to} ${m.text}`))
        .map((m) => m.subject);
    const outraMails = await mails(outraId);
    // Her confirmation and the message the store got with her lines.
    expect(await mails(1)).toHaveLength(3);

    const erased = await eraseBody({
      email: ' Marta@Exemplo.com.br ',
      phone: '+55 (11) 98888-7777',
    });
    expect(erased.status).toBe(200);
    const counts = { contact: 1, callback: 0, newsletter: 1, stockAlert: 1, emails: 2 };
    expect(erased.json.content).toEqual(counts);
    expect((await inbox('?q=marta')).list.total).toBe(0);
    expect(await mails(1)).toEqual(['Pedido 100099 recebido']);
    const left = async (
      table: typeof contactMessages | typeof newsletterLeads | typeof stockAlerts,
    ) => (await database.db.select().from(table).where(eq(table.tenantId, 1))).length;
    expect(await left(contactMessages)).toBe(0);
    // Otávio's and Bruno's are still there, and Outra Loja's Marta with her e-mails.
    expect((await inbox()).list.items.map((i) => [i.kind, i.name])).toEqual([
      ['stockAlert', 'Bruno Alves'],
      ['newsletter', 'Bruno Alves'],
      ['newsletter', 'Otávio Reis'],
      ['callback', null],
    ]);
    const [outraLead] = await database.db
      .select()
      .from(newsletterLeads)
      .where(
        and(
          eq(newsletterLeads.tenantId, outraId),
          eq(newsletterLeads.email, 'marta@exemplo.com.br'),
        ),
      );
    expect(outraLead).toBeDefined();
    expect(await mails(outraId)).toEqual(outraMails);
    expect(outraMails.length).toBeGreaterThan(0);

    const [entry] = (await auditOf()).slice(-1);
    expect(entry).toEqual({
      action: 'inbox.erase',
      entityId: 'm***@e***.com.br',
      before: null,
      after: counts,
    });
    expect(JSON.stringify(await auditOf())).not.toMatch(/marta|98888/i);

    // A phone alone, typed any way, finds the call-me-back request (kept as 21 and 977776666).
    const byPhone = await eraseBody({ phone: '021 97777-6666' });
    expect(byPhone.json.content).toMatchObject({ callback: 1 });
    expect((await inbox('?kind=callback')).list.total).toBe(0);
  });
});

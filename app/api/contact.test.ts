/**
 * The contact calls: GET /contactform/{id} and POST /contactform/contact (the store's forms,
 * checked, kept, e-mailed) and POST /click-to-call (multipart call-me-back requests).
 */
import { desc, eq } from 'drizzle-orm';
import { POST as clickToCall } from '@/app/api/click-to-call/route';
import { GET as getForm } from '@/app/api/contactform/[id]/route';
import { POST as send } from '@/app/api/contactform/contact/route';
import type { ContactForm } from '@/lib/contracts/contact';
import {
  clickToCallRequests,
  companies,
  contactMessages,
  outboxEmails,
} from '@/lib/server/db/schema';
import { contactFormFixtures } from '@/lib/server/db/seed/content';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { RATE_POLICIES } from '@/lib/server/security/limits';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(() => forgetRateCounts());

let address = 0;
/** The newest e-mails of the outbox, newest first. */
const lastEmails = (n: number) =>
  database.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(n);
const fetchForm = (id: string, host?: string) =>
  call(getForm, `/api/contactform/${id}`, { host, params: { id } });
const post = (body: unknown, init: { host?: string; from?: string } = {}) =>
  call(send, '/api/contactform/contact', {
    host: init.host,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: sealAddress(init.from ?? `10.7.0.${++address}`),
    },
    body: JSON.stringify(body),
  });
const form = async (key: string, host?: string) =>
  (await fetchForm(key, host)).json.content as ContactForm;

const complete = {
  name: '  Maria Souza ',
  email: 'maria@exemplo.com.br',
  phone: '',
  subject: 'duvida',
  message: 'Vocês entregam em Manaus?',
};
const fields = (values: Record<string, string>) =>
  Object.entries(values).map(([id, value]) => ({ id, value }));
const message = async (values: Record<string, string>, init?: { host?: string; from?: string }) =>
  post(
    {
      contactForm: (await form('contato', init?.host)).id,
      conversion_url: 'http://localhost/contato',
      fields: fields(values),
    },
    init,
  );

const count = async (table: typeof contactMessages | typeof outboxEmails) =>
  (await database.db.select().from(table)).length;

describe(`contact forms on ${databaseKind}`, () => {
  test('GET by key or id answers the form of this store, without its recipient', async () => {
    const byKey = await fetchForm('contato');
    expect(byKey.status).toBe(200);
    const contato = byKey.json.content as ContactForm;
    expect(contato).toEqual({
      id: expect.any(Number),
      key: 'contato',
      name: 'Contato',
      fields: contactFormFixtures.find((f) => f.key === 'contato')!.fields,
    });
    expect(contato.fields.map((f) => [f.placeholder, f.type, f.required])).toEqual([
      ['Nome', 'text', true],
      ['E-mail', 'email', true],
      ['Telefone', 'text', false],
      ['Assunto', 'select', true],
      ['Mensagem', 'textarea', true],
    ]);
    expect(JSON.stringify(byKey.json)).not.toContain('atendimento@');
    const byId = await fetchForm(String(contato.id));
    expect(byId.json.content).toEqual(contato);
    expect((await form('suporte-tecnico')).fields.map((f) => [f.placeholder, f.type])).toEqual([
      ['Nome', 'text'],
      ['E-mail', 'email'],
      ['Número do pedido', 'text'],
      ['Número de série', 'text'],
      ['Data da compra', 'date'],
      ['Assunto', 'select'],
      ['Descreva o problema', 'textarea'],
    ]);
  });

  test("another store's form is a 404; each store has its own form under the same key", async () => {
    const demo = await form('contato');
    const elsewhere = await fetchForm(String(demo.id), 'outra.localhost');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json).toEqual({
      success: false,
      message: 'Formulário de contato não encontrado.',
    });
    const outra = await form('contato', 'outra.localhost');
    expect(outra.id).not.toBe(demo.id);
    expect((await fetchForm('nao-existe')).status).toBe(404);
    expect((await fetchForm('..%2Fadmin')).status).toBe(422);
  });

  test('a complete message is stored, e-mailed to the form recipient and confirmed to its sender', async () => {
    const [messagesBefore, emailsBefore] = [
      await count(contactMessages),
      await count(outboxEmails),
    ];
    const res = await message(complete);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      content: null,
      message: 'Mensagem enviada com sucesso.',
    });
    expect(await count(contactMessages)).toBe(messagesBefore + 1);
    expect(await count(outboxEmails)).toBe(emailsBefore + 2);

    const [stored] = await database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({
      contactFormId: (await form('contato')).id,
      conversionUrl: 'http://localhost/contato',
      // Trimmed, in the form's order; the empty optional phone is left out.
      fields: [
        { id: 'name', value: 'Maria Souza' },
        { id: 'email', value: 'maria@exemplo.com.br' },
        { id: 'subject', value: 'duvida' },
        { id: 'message', value: 'Vocês entregam em Manaus?' },
      ],
    });
    const [confirmation, email] = await lastEmails(2);
    expect(confirmation).toMatchObject({
      tenantId: stored!.tenantId,
      to: 'maria@exemplo.com.br',
      subject: 'Loja Demo: recebemos a sua mensagem',
      text: [
        'Olá!',
        '',
        'Recebemos a sua mensagem enviada pelo formulário "Contato" da Loja Demo e responderemos em breve.',
        '',
        'Se não foi você, ignore este e-mail.',
      ].join('\n'),
    });
    // What Maria wrote is the store's to read, not repeated to whoever the e-mail field names.
    expect(confirmation!.html).not.toContain('Manaus');
    expect(email).toMatchObject({
      tenantId: stored!.tenantId,
      to: 'atendimento@demo.exemplo.com.br',
      subject: 'Loja Demo: mensagem de contato (Contato)',
      text: [
        'Mensagem enviada pelo formulário "Contato" da Loja Demo.',
        'Página: http://localhost/contato',
        '',
        'Nome: Maria Souza',
        'E-mail: maria@exemplo.com.br',
        'Assunto: Dúvida',
        'Mensagem: Vocês entregam em Manaus?',
      ].join('\n'),
    });
  });

  test.each([
    ['nothing filled', {}, 'Campo Nome obrigatório.', ['name', 'email', 'subject', 'message']],
    [
      'a bad e-mail',
      { ...complete, email: 'maria@' },
      'Campo E-mail não é um email válido.',
      ['email'],
    ],
    [
      'an option the select does not have',
      { ...complete, subject: 'vip' },
      'Campo Assunto com opção inválida.',
      ['subject'],
    ],
    [
      'a name longer than 255',
      { ...complete, name: 'M'.repeat(256) },
      'Campo Nome muito longo.',
      ['name'],
    ],
    [
      'only spaces in a required field',
      { ...complete, message: '   ' },
      'Campo Mensagem obrigatório.',
      ['message'],
    ],
  ])('%s: 422 with the first failing message, nothing stored', async (_, values, first, ids) => {
    const before = [await count(contactMessages), await count(outboxEmails)];
    const res = await message(values);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(first);
    expect(Object.keys(res.json.errors!)).toEqual(ids);
    expect([await count(contactMessages), await count(outboxEmails)]).toEqual(before);
  });

  test('every failing field has its own message', async () => {
    const res = await message({ email: 'x' });
    expect(res.json.errors).toEqual({
      name: ['Campo Nome obrigatório.'],
      email: ['Campo E-mail não é um email válido.'],
      subject: ['Campo Assunto obrigatório.'],
      message: ['Campo Mensagem obrigatório.'],
    });
  });

  test('a field the form does not have, or a field given twice, is refused', async () => {
    const contactForm = (await form('contato')).id;
    const unknown = await post({
      contactForm,
      fields: [...fields(complete), { id: 'admin', value: '1' }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual({ admin: ['Campo não permitido: admin'] });
    const twice = await post({
      contactForm,
      fields: [...fields(complete), { id: 'name', value: 'Outro nome' }],
    });
    expect(twice.json.errors).toEqual({ name: ['Campo não permitido: name'] });
  });

  test('dates must be real days; a textarea takes up to 5000 characters', async () => {
    const support = await form('suporte-tecnico');
    const values = {
      name: 'Rui',
      email: 'rui@exemplo.com.br',
      serial: 'SN123',
      subject: 'defeito',
      message: 'Não liga.',
    };
    const bad = await post({
      contactForm: support.id,
      fields: fields({ ...values, purchaseDate: '2026-02-30' }),
    });
    expect(bad.json.message).toBe('Campo Data da compra não é uma data válida.');
    const good = await post({
      contactForm: support.id,
      fields: fields({ ...values, purchaseDate: '2026-02-28', message: 'x'.repeat(5000) }),
    });
    expect(good.status).toBe(201);
    const tooLong = await post({
      contactForm: support.id,
      fields: fields({ ...values, message: 'x'.repeat(5001) }),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.errors).toEqual({ 'fields.4.value': ['Texto muito longo'] });
  });

  test("a message to another store's form is a 404 and nothing is stored", async () => {
    const demo = await form('contato');
    const before = await count(contactMessages);
    const res = await post(
      { contactForm: demo.id, fields: fields(complete) },
      { host: 'outra.localhost' },
    );
    expect(res.status).toBe(404);
    expect(await count(contactMessages)).toBe(before);
  });

  test('the body is checked: form id, fields list, no other keys', async () => {
    const res = await post({ contactForm: 'x', fields: 'all', extra: 1 });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      contactForm: ['Valor inválido'],
      fields: ['Valor inválido'],
      extra: ['Campo não permitido: extra'],
    });
  });

  test(`after ${RATE_POLICIES.contact.per.address.limit} messages from one address, 429; refused ones do not count`, async () => {
    const from = '10.8.0.1';
    expect((await message({}, { from })).status).toBe(422);
    for (let i = 0; i < RATE_POLICIES.contact.per.address.limit; i++)
      expect((await message(complete, { from })).status).toBe(201);
    const blocked = await message(complete, { from });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Muitas mensagens enviadas. Tente novamente em 15 min.');
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another store counts on its own.
    expect((await message(complete, { from, host: 'outra.localhost' })).status).toBe(201);
  });

  test("each store's message goes to its own form's recipient", async () => {
    await message(complete, { host: 'outra.localhost' });
    const [, email] = await lastEmails(2);
    expect(email!.subject).toBe('Outra Loja: mensagem de contato (Contato)');
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.contactFormId, (await form('contato', 'outra.localhost')).id))
      .limit(1);
    expect(row?.tenantId).toBe(email!.tenantId);
  });
});

// POST /click-to-call
/** Sends the fields as multipart/form-data, as the dialog does. */
const request = (fields: Record<string, string>, init: { host?: string; from?: string } = {}) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return call(clickToCall, '/api/click-to-call', {
    host: init.host,
    method: 'POST',
    headers: { [CLIENT_ADDRESS_HEADER]: sealAddress(init.from ?? `10.9.0.${++address}`) },
    body,
  });
};
const lastRow = async () =>
  (
    await database.db
      .select()
      .from(clickToCallRequests)
      .orderBy(desc(clickToCallRequests.id))
      .limit(1)
  )[0];
const tenantOf = async (slug: string) =>
  (await database.db.select().from(companies)).find((c) => c.slug === slug)!.id;
const rows = async () => (await database.db.select().from(clickToCallRequests)).length;

describe(`click-to-call on ${databaseKind}`, () => {
  test('a request is stored and the store is told by e-mail', async () => {
    const res = await request({ target: 'support', areaCode: '11', phone: '999998888' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      content: null,
      message: 'Solicitação realizada com sucesso !',
    });
    expect(await lastRow()).toMatchObject({
      tenantId: await tenantOf('demo'),
      target: 'support',
      areaCode: '11',
      phone: '999998888',
      createdAt: expect.any(Date),
    });
    const [email] = await lastEmails(1);
    expect(email).toMatchObject({
      to: 'atendimento@demo.exemplo.com.br',
      subject: 'Loja Demo: pedido de ligação para o suporte técnico',
    });
    expect(email!.text).toMatch(
      /^Um cliente pediu que o suporte técnico ligue para \(11\) 999998888\.\nPedido feito em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(horário de Brasília\)\.$/,
    );
  });

  test('spaces, dashes and brackets are dropped: only the digits are kept', async () => {
    const res = await request({ target: 'support', areaCode: '(21)', phone: '3333-4444' });
    expect(res.status).toBe(201);
    expect(await lastRow()).toMatchObject({ areaCode: '21', phone: '33334444' });
  });

  test.each([
    [
      {},
      { areaCode: ['Informe o DDD'], phone: ['Informe o número'], target: ['Campo obrigatório'] },
    ],
    [
      { target: 'support', areaCode: '', phone: '' },
      { areaCode: ['Informe o DDD'], phone: ['Informe o número'] },
    ],
    [{ target: 'support', areaCode: '1234', phone: '999998888' }, { areaCode: ['Informe o DDD'] }],
    [{ target: 'support', areaCode: 'ab', phone: '999998888' }, { areaCode: ['Informe o DDD'] }],
    [
      { target: 'support', areaCode: '11', phone: '12345678901' },
      { phone: ['Informe no máximo 10 dígitos'] },
    ],
    [{ target: 'support', areaCode: '11', phone: '9999x8888' }, { phone: ['Informe o número'] }],
    [{ target: 'sales', areaCode: '11', phone: '999998888' }, { target: ['Valor inválido'] }],
  ])('%j is refused with %j and nothing is stored', async (fields, errors) => {
    const before = await rows();
    const res = await request(fields);
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual(errors);
    expect(await rows()).toBe(before);
  });

  test("each store's request is its own and goes to its own address", async () => {
    await request(
      { target: 'support', areaCode: '21', phone: '988887777' },
      { host: 'outra.localhost' },
    );
    expect((await lastRow())!.tenantId).toBe(await tenantOf('outra'));
    expect((await lastEmails(1))[0]!).toMatchObject({
      to: 'contato@outra.exemplo.com.br',
      subject: 'Outra Loja: pedido de ligação para o suporte técnico',
    });
  });

  test(`after ${RATE_POLICIES.callback.per.address.limit} requests from one address, 429`, async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < RATE_POLICIES.callback.per.address.limit; i++)
      expect(
        (await request({ target: 'support', areaCode: '11', phone: `99999888${i}` }, { from }))
          .status,
      ).toBe(201);
    const blocked = await request(
      { target: 'support', areaCode: '11', phone: '999998889' },
      { from },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Muitas solicitações. Tente novamente em 15 min.');
  });

  test('one phone number is called back 3 times an hour, whoever asks: then 429 with Retry-After', async () => {
    const phone = { target: 'support', areaCode: '21', phone: '987650000' };
    for (let i = 0; i < 3; i++)
      expect((await request(phone, { from: `10.9.8.${i}` })).status).toBe(201);
    const blocked = await request(phone, { from: '10.9.8.200' });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Muitas solicitações. Tente novamente em 60 min.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});

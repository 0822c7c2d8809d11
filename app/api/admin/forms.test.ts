/**
 * The contact forms in the back-office (issue 30 item 4): owners and content operators build a
 * form's fields (type, placeholder, required, size, a select's options); pages get it as built
 * from GET /contactform/{key}, and the messages it receives land in the inbox.
 */
import { and, desc, eq } from 'drizzle-orm';
import { GET as getForm } from '@/app/api/contactform/[id]/route';
import { POST as sendMessage } from '@/app/api/contactform/contact/route';
import { GET as list, POST as create } from '@/app/api/admin/forms/route';
import { GET as listInbox } from '@/app/api/admin/inbox/route';
import { DELETE as remove, PUT as update } from '@/app/api/admin/forms/[id]/route';
import type { AdminContactForm, AdminContactFormBody } from '@/lib/contracts/back-office-forms';
import type { InboxItem } from '@/lib/contracts/back-office-inbox';
import { auditLog, contactForms, contactMessages } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { backOfficeCallers, backOfficeWrite, SAME_ORIGIN_JSON } from '@/test/sessions';

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
beforeAll(async () => {
  database = await createTestDatabase();
  callers = await backOfficeCallers(database.db);
});
afterAll(() => database.drop());

type Headers = Record<string, string>;
const send = backOfficeWrite;
const make = (body: unknown, headers: Headers = callers.content!) =>
  send(create, '/api/admin/forms', 'POST', body, headers);
const save = (id: number, body: unknown, headers: Headers = callers.content!) =>
  send(update, `/api/admin/forms/${id}`, 'PUT', body, headers, { id: String(id) });
const drop = (id: number, headers: Headers = callers.content!) =>
  send(remove, `/api/admin/forms/${id}`, 'DELETE', undefined, headers, { id: String(id) });
const storefront = (key: string) =>
  call(getForm as never, `/api/contactform/${key}`, { params: { id: key } });

const RESELLER: AdminContactFormBody = {
  name: 'Seja revendedor',
  key: ' Seja-Revendedor ',
  recipientEmail: 'parcerias@demo.exemplo.com.br',
  fields: [
    { type: 'text', placeholder: 'Nome', required: true, size: 6, id: 'name' },
    { type: 'email', placeholder: 'E-mail', required: true, size: 6 },
    { type: 'text', placeholder: 'Razão social', required: true, size: 8 },
    {
      type: 'select',
      placeholder: 'Área de atuação',
      required: false,
      size: '4' as unknown as number,
      options: [{ name: 'Varejo' }, { name: 'Educação' }, { id: 'gov', name: 'Governo' }],
    },
    { type: 'textarea', placeholder: 'Conte sobre a empresa', required: false, size: 12 },
  ],
};

describe(`contact forms in the back-office, on ${databaseKind}`, () => {
  test.each([
    ['owner', 200],
    ['content', 200],
    ['catalog', 404],
    ['orders', 404],
    ['catalogKey', 404],
    ['ordersKey', 404],
    ['otherStore', 401],
    ['customer', 401],
    ['visitor', 401],
  ])('%s: answered %i, and only they build and delete forms', async (who, status) => {
    const headers = callers[who]!;
    const listed = await call(list as never, '/api/admin/forms', { headers });
    expect(listed.status).toBe(status);
    const made = await make({ ...RESELLER, key: `form-${who.toLowerCase()}` }, headers);
    expect(made.status).toBe(status);
    const id = status === 200 ? (made.json.content as AdminContactForm).id : 1;
    const gone = await drop(id, headers);
    // Those who may delete delete the form they made (it has no messages); the others are
    // refused the seed's first form.
    expect(gone.status).toBe(status);
    if (status === 200) {
      const forms = listed.json.content as AdminContactForm[];
      expect(forms.map((f) => f.key)).toEqual(
        expect.arrayContaining(['contato', 'central-de-vendas']),
      );
    }
  });

  test('a new form is stored with ids made from its texts, audited, and pages get it as built', async () => {
    const made = await make(RESELLER);
    expect(made.status).toBe(200);
    const form = made.json.content as AdminContactForm;
    expect(form).toMatchObject({
      name: 'Seja revendedor',
      key: 'seja-revendedor',
      recipientEmail: 'parcerias@demo.exemplo.com.br',
      messages: 0,
      fields: [
        { id: 'name', type: 'text', placeholder: 'Nome', required: true, size: 6 },
        { id: 'e-mail', type: 'email', placeholder: 'E-mail', required: true, size: 6 },
        { id: 'razao-social', type: 'text', placeholder: 'Razão social', required: true, size: 8 },
        {
          id: 'area-de-atuacao',
          type: 'select',
          size: 4,
          required: false,
          options: [
            { id: 'varejo', name: 'Varejo' },
            { id: 'educacao', name: 'Educação' },
            { id: 'gov', name: 'Governo' },
          ],
        },
        { id: 'conte-sobre-a-empresa', type: 'textarea', size: 12 },
      ],
    });
    // Only a select carries options.
    expect(form.fields[0]).not.toHaveProperty('options');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'form'), eq(auditLog.entityId, String(form.id))));
    expect(audit).toMatchObject({ action: 'form.create', before: null });

    const shown = await storefront('seja-revendedor');
    expect(shown.status).toBe(200);
    expect(shown.json.content).toEqual({
      id: form.id,
      key: 'seja-revendedor',
      name: 'Seja revendedor',
      fields: form.fields,
    });

    // A message sent through it lands in the inbox; the form then cannot be deleted.
    const sent = await call(sendMessage as never, '/api/contactform/contact', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({
        contactForm: form.id,
        fields: [
          { id: 'name', value: 'Ana Revenda' },
          { id: 'e-mail', value: 'ana@revenda.com.br' },
          { id: 'razao-social', value: 'Ana Revenda Ltda' },
          { id: 'area-de-atuacao', value: 'educacao' },
        ],
      }),
    });
    expect(sent.status).toBe(201);
    const [message] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.contactFormId, form.id));
    expect(message).toMatchObject({ senderName: 'Ana Revenda', senderEmail: 'ana@revenda.com.br' });
    const refused = await drop(form.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Este formulário já recebeu mensagens e não pode ser excluído; elas continuam na caixa de entrada.',
    );
    const listed = await call(list as never, '/api/admin/forms', { headers: callers.content! });
    expect((listed.json.content as AdminContactForm[]).find((f) => f.id === form.id)).toMatchObject(
      { messages: 1 },
    );
    // A field taken off the form keeps its line in the messages it already received.
    const edited = await save(form.id, {
      ...RESELLER,
      fields: RESELLER.fields.filter((f) => f.placeholder !== 'Razão social'),
    });
    expect(edited.status).toBe(200);
    const inbox = await call(listInbox as never, '/api/admin/inbox?q=Ana%20Revenda', {
      headers: callers.content!,
    });
    expect((inbox.json.content as { items: InboxItem[] }).items[0]!.details).toEqual([
      { label: 'razao-social', value: 'Ana Revenda Ltda' },
      { label: 'Área de atuação', value: 'Educação' },
    ]);
  });

  test('an edit shows on the pages at once and is audited with what changed', async () => {
    const form = (await make({ ...RESELLER, key: 'orcamento' })).json.content as AdminContactForm;
    const fields = [...RESELLER.fields.slice(0, 2), { ...RESELLER.fields[4]!, required: true }];
    const saved = await save(form.id, { ...RESELLER, key: 'orcamento', fields });
    expect(saved.status).toBe(200);
    expect(((await storefront('orcamento')).json.content as { fields: unknown }).fields).toEqual([
      expect.objectContaining({ id: 'name' }),
      expect.objectContaining({ id: 'e-mail' }),
      expect.objectContaining({ id: 'conte-sobre-a-empresa', required: true }),
    ]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'form'), eq(auditLog.entityId, String(form.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'form.update' });
    expect(Object.keys(audit!.after as object)).toEqual(['fields']);
    // Deleted (it has no messages): pages no longer find it.
    expect((await drop(form.id)).status).toBe(200);
    expect((await storefront('orcamento')).status).toBe(404);
  });

  test('bad input is told on its field and changes nothing', async () => {
    const before = await database.db.select().from(contactForms);
    const refused = await make({
      name: '',
      key: 'contato',
      recipientEmail: 'não é e-mail',
      fields: [
        { type: 'text', placeholder: 'Nome', required: true, size: 6, id: 'name' },
        { type: 'text', placeholder: 'Nome completo', required: true, size: 13, id: 'name' },
        { type: 'select', placeholder: 'Assunto', required: true, size: 6, options: [] },
        {
          type: 'select',
          placeholder: 'Cor',
          required: true,
          size: 6,
          options: [{ name: 'Azul' }, { name: 'azul' }],
        },
        { type: 'text', placeholder: '123', required: false, size: 6, id: 'Com Espaço' },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({
      name: ['Campo obrigatório'],
      recipientEmail: [expect.any(String)],
      'fields.1.id': ['Outro campo deste formulário já tem este identificador.'],
      'fields.1.size': [expect.any(String)],
      'fields.2.options': ['Informe ao menos uma opção, uma por linha.'],
      'fields.3.options': ['Há opções repetidas; cada uma precisa ser diferente.'],
      'fields.4.id': ['Use um identificador sem espaços, de até 64 caracteres.'],
    });
    const taken = await make({ ...RESELLER, key: 'contato' });
    expect(taken.json.errors).toEqual({ key: ['Já existe um formulário com esta chave.'] });
    const twice = await make({
      ...RESELLER,
      key: 'duas-vezes',
      fields: [RESELLER.fields[0], RESELLER.fields[0]],
    });
    expect(twice.json.errors).toEqual({
      'fields.1.id': ['Outro campo deste formulário já tem este identificador.'],
    });
    const none = await make({ ...RESELLER, key: 'vazio', fields: [] });
    expect(none.json.errors).toEqual({ fields: ['Adicione ao menos um campo.'] });
    expect(await database.db.select().from(contactForms)).toEqual(before);
  });

  test('ids of a form made before the back-office are kept as they are; a name or a phone left without one gets the sender’s', async () => {
    const made = await make({
      ...RESELLER,
      key: 'suporte-antigo',
      fields: [
        { type: 'text', placeholder: 'Nome completo', required: true, size: 6 },
        { type: 'text', placeholder: 'Celular', required: false, size: 5 },
        {
          id: 'purchaseDate',
          type: 'date',
          placeholder: 'Data da compra',
          required: false,
          size: 6,
        },
        {
          id: 'quantity',
          type: 'select',
          placeholder: 'Quantidade',
          required: true,
          size: 6,
          options: [
            { id: '1-9', name: 'De 1 a 9 unidades' },
            { id: '50+', name: '50 unidades ou mais' },
          ],
        },
      ],
    });
    expect(made.status).toBe(200);
    expect((made.json.content as AdminContactForm).fields.map((f) => [f.id, f.size])).toEqual([
      ['name', 6],
      ['phone', 5],
      ['purchaseDate', 6],
      ['quantity', 6],
    ]);
    expect((made.json.content as AdminContactForm).fields[3]!.options).toEqual([
      { id: '1-9', name: 'De 1 a 9 unidades' },
      { id: '50+', name: '50 unidades ou mais' },
    ]);
  });

  test('another store’s form is not found, to save or delete', async () => {
    const [other] = await database.db
      .select()
      .from(contactForms)
      .where(eq(contactForms.tenantId, 2))
      .limit(1);
    expect((await save(other!.id, { ...RESELLER, key: 'alheio' })).status).toBe(404);
    const deleted = await drop(other!.id, callers.owner!);
    expect(deleted.status).toBe(404);
    expect(deleted.json.message).toBe('Formulário não encontrado.');
  });
});

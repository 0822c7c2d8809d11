// Compradores as the administrator sees it, rendered to HTML with the store's texts
// (test/next-intl.tsx, messages/pt.json): the list, the customer form modal for a new buyer and
// for an edit, the browser's check with the API's own contract, and the save call. Jest has no
// DOM here: the clicks and typing of the same journeys run in e2e/portal-admin.spec.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fieldPath, firstIssues } from '@/components/ui/field-errors';
import { savePortalBuyer } from '@/lib/api-client/portal-admin';
import {
  portalBuyerCreateBody,
  portalBuyerUpdateBody,
  type PortalBuyer,
} from '@/lib/contracts/portal';
import { getTranslations } from '@/test/next-intl';
import { placeSaved } from './admin-list';
import { BuyerForm } from './buyer-form';
import { BuyersAdmin } from './buyers-admin';

const admin: PortalBuyer = {
  id: 3,
  name: 'Alice Admin Acme',
  email: 'admin@acme.com.br',
  document: '93541134780',
  phone: '11955554444',
  active: true,
  isAdmin: true,
};
const buyer: PortalBuyer = {
  id: 4,
  name: 'Carlos Compras Acme',
  email: 'compras@acme.com.br',
  document: '71428793860',
  phone: '11944443333',
  active: true,
  isAdmin: false,
};
const inactive: PortalBuyer = {
  id: 9,
  name: 'Débora Desligada',
  email: 'debora@acme.com.br',
  document: null,
  phone: null,
  active: false,
  isAdmin: false,
};

const html = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider timeZone="America/Sao_Paulo">{node}</NextIntlClientProvider>
    </QueryClientProvider>,
  );
const list = (buyers: PortalBuyer[], search = '') =>
  html(<BuyersAdmin customer="acme" initialSearch={search} initialBuyers={buyers} />);
// The modal around the form (its title, focus and Escape) is components/ui/modal.dom.test.tsx's.
const modal = (_title: string, editing: PortalBuyer | null) =>
  html(<BuyerForm customer="acme" buyer={editing} onSaved={() => {}} onCancel={() => {}} />);
/** The <input> a <label> names, as a screen reader would find it. */
const field = (markup: string, label: string) => {
  const wrapped = new RegExp(`<label[^>]*>(<input[^>]*/>)${label}</label>`).exec(markup)?.[1];
  if (wrapped) return wrapped;
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(markup)?.[1];
  if (!id) throw new Error(`no field ${label}`);
  return new RegExp(`<input[^>]*id="${id}"[^>]*/>`).exec(markup)![0];
};

describe('Compradores', () => {
  test("lists the group's buyers: CPF and phone masked, status, the administrator marked", () => {
    const markup = list([admin, buyer, inactive]);
    const table = /<table[\s\S]*<\/table>/.exec(markup)![0];
    expect(table).toContain('<caption class="sr-only">3 compradores</caption>');
    expect(table).toMatch(
      /<th scope="col"[^>]*>Nome<\/th><th scope="col"[^>]*>E-mail<\/th><th scope="col"[^>]*>CPF<\/th><th scope="col"[^>]*>Telefone<\/th><th scope="col"[^>]*>Situação<\/th>/,
    );
    expect(table).toMatch(/Alice Admin Acme<span[^>]*>Administrador<\/span><\/th>/);
    expect(table).toContain('935.411.347-80');
    expect(table).toContain('(11)95555-4444');
    expect(table).toContain('714.287.938-60');
    expect(table.match(/>Ativo</g)).toHaveLength(2);
    expect(table.match(/>Inativo</g)).toHaveLength(1);
    expect(table.match(/>Administrador</g)).toHaveLength(1);
    // A buyer without CPF or phone shows a dash, not an empty cell.
    expect(table).toMatch(
      /Débora Desligada<\/th><td[^>]*>debora@acme.com.br<\/td><td[^>]*>—<\/td>/,
    );
    for (const name of ['Alice Admin Acme', 'Carlos Compras Acme', 'Débora Desligada'])
      expect(table).toMatch(
        new RegExp(`<button type="button" aria-haspopup="dialog" aria-label="Editar ${name}"`),
      );
    // The same buyers as cards on a phone.
    expect(markup.match(/data-testid="buyer-card"/g)).toHaveLength(3);
  });

  test('offers the search and the button that adds a buyer', () => {
    const markup = list([buyer], 'carlos');
    expect(markup).toMatch(/<form role="search"[^>]* method="get"/);
    const box = field(markup, 'Buscar comprador');
    expect(box).toMatch(/type="search"[^>]* name="search" value="carlos"/);
    expect(box).toContain('placeholder="Nome, e-mail ou CPF"');
    expect(markup).toMatch(/<button type="submit"[^>]*>Buscar<\/button>/);
    expect(markup).toMatch(
      /<button type="button" aria-haspopup="dialog"[^>]*>Adicionar comprador</,
    );
    expect(markup).toContain('<p role="status" class="text-sm text-neutral-600">1 comprador</p>');
  });

  test('a search that finds nobody says so', () => {
    const markup = list([], 'ninguém');
    expect(markup).toContain('Nenhum comprador encontrado.');
    expect(markup).not.toContain('<table');
  });

  test('Adicionar comprador: the modal is titled, with name, e-mail, phone, CPF and password', () => {
    const markup = modal('Adicionar comprador', null);
    expect(field(markup, 'Nome completo')).toMatch(/name="name"[^>]*value=""/);
    expect(field(markup, 'Nome completo')).toContain('data-autofocus');
    expect(field(markup, 'E-mail')).toMatch(/type="email"/);
    expect(field(markup, 'Telefone')).toMatch(/type="tel"[^>]*placeholder="\(00\)00000-0000"/);
    expect(field(markup, 'CPF')).toMatch(/inputMode="numeric"[^>]*placeholder="000.000.000-00"/);
    expect(field(markup, 'Senha')).toMatch(/type="password" autoComplete="new-password"/);
    expect(markup).toContain(
      'Pelo menos 6 caracteres, com pelo menos uma letra. O comprador entra com o e-mail ou o CPF e esta senha.',
    );
    expect(markup).not.toContain('name="active"');
    expect(markup).toMatch(/<button type="button"[^>]*>Cancelar<\/button>/);
    expect(markup).toMatch(/<button type="submit"[^>]*>Salvar<\/button>/);
  });

  test('Editar: the modal is filled in and masked, without the password, with Ativo', () => {
    const markup = modal('Editar comprador', buyer);
    expect(field(markup, 'Nome completo')).toContain('value="Carlos Compras Acme"');
    expect(field(markup, 'E-mail')).toContain('value="compras@acme.com.br"');
    expect(field(markup, 'CPF')).toContain('value="714.287.938-60"');
    expect(field(markup, 'Telefone')).toContain('value="(11)94444-3333"');
    expect(markup).not.toContain('type="password"');
    const active = field(markup, 'Ativo');
    expect(active).toMatch(/type="checkbox"[^>]* name="active" checked=""/);
    expect(active).not.toContain('disabled');
    expect(markup).toContain('Quem está inativo não consegue entrar no portal nem comprar.');
    expect(modal('Editar comprador', inactive)).not.toMatch(/name="active" checked=""/);
  });

  test("the administrator's Ativo cannot be unticked, and the modal says why", () => {
    const markup = modal('Editar comprador', admin);
    expect(field(markup, 'Ativo')).toMatch(
      /type="checkbox" disabled=""[^>]* name="active" checked=""/,
    );
    expect(markup).toContain('O administrador do portal não pode ser desativado.');
  });

  test("the browser's check is the API's: a bad CPF is 'CPF inválido', on the CPF field", async () => {
    const t = await getTranslations({ locale: 'pt' });
    const check = (
      schema: typeof portalBuyerCreateBody | typeof portalBuyerUpdateBody,
      v: object,
    ) => firstIssues(schema.safeParse(v).error?.issues ?? [], t, fieldPath);
    const typed = {
      name: 'Bruna Nova',
      email: 'bruna@acme.com.br',
      document: '862.883.667-58',
      phone: '(11)91234-5678',
      password: 'Compra1',
    };
    expect(check(portalBuyerCreateBody, typed)).toEqual({ document: 'CPF inválido' });
    expect(check(portalBuyerCreateBody, { ...typed, document: '' })).toEqual({
      document: 'Campo obrigatório',
    });
    expect(check(portalBuyerCreateBody, { ...typed, document: '862.883.667-57' })).toEqual({});
    expect(
      check(portalBuyerCreateBody, {
        name: '',
        email: 'bruna',
        document: '111.111.111-11',
        phone: '(11)1234',
        password: 'abc',
      }),
    ).toEqual({
      name: 'Campo obrigatório',
      email: 'Email inválido',
      document: 'CPF inválido',
      phone: 'Telefone inválido',
      password: 'A senha deve ter pelo menos 6 caracteres, com pelo menos uma letra',
    });
    // Editing has no password to check, and a password is no field of it.
    const edit = {
      name: typed.name,
      email: typed.email,
      document: '862.883.667-58',
      phone: typed.phone,
      active: false,
    };
    expect(check(portalBuyerUpdateBody, edit)).toEqual({ document: 'CPF inválido' });
    expect(check(portalBuyerUpdateBody, { ...edit, document: '862.883.667-57' })).toEqual({});
  });
});

describe('saving a buyer', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

  test('a new buyer is POSTed, the message comes back and the row takes its place by name', async () => {
    const saved: PortalBuyer = {
      id: 12,
      name: 'Bruna Nova',
      email: 'bruna@acme.com.br',
      document: '86288366757',
      phone: '11912345678',
      active: true,
      isAdmin: false,
    };
    answer(200, { success: true, content: saved, message: 'Comprador cadastrado com sucesso.' });
    const messages: string[] = [];
    const body = {
      name: 'Bruna Nova',
      email: 'bruna@acme.com.br',
      document: '862.883.667-57',
      phone: '(11)91234-5678',
      password: 'Compra1',
    };
    const result = await savePortalBuyer('acme', body, undefined, (m) => messages.push(m));
    expect(result).toEqual(saved);
    expect(messages).toEqual(['Comprador cadastrado com sucesso.']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/portal/acme/buyers');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual(body);

    const after = placeSaved([admin, buyer], result);
    expect(after.map((b) => b.name)).toEqual([
      'Alice Admin Acme',
      'Bruna Nova',
      'Carlos Compras Acme',
    ]);
    const markup = list(after);
    expect(markup).toContain('<caption class="sr-only">3 compradores</caption>');
    expect(markup).toMatch(/<th scope="row"[^>]*>Bruna Nova<\/th>/);
    expect(markup).toContain('862.883.667-57');
  });

  test('an edit is PUT to the buyer; the server refusing it brings its field messages', async () => {
    answer(422, {
      success: false,
      message: 'Dados inválidos',
      errors: { email: ['Este e-mail já está cadastrado'] },
    });
    const body = {
      name: buyer.name,
      email: 'admin@acme.com.br',
      document: '714.287.938-60',
      phone: '(11)94444-3333',
    };
    const call = savePortalBuyer('acme', body, 4, () => {});
    await expect(call).rejects.toMatchObject({
      status: 422,
      errors: { email: ['Este e-mail já está cadastrado'] },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/portal/acme/buyers/4');
    expect(init.method).toBe('PUT');
  });

  test('an edited buyer replaces the old row', () => {
    const renamed = { ...buyer, name: 'Carlos Compras', active: false };
    const after = placeSaved([admin, buyer, inactive], renamed);
    expect(after).toHaveLength(3);
    expect(after.find((b) => b.id === 4)).toEqual(renamed);
  });
});

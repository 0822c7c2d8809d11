// Empresas as the administrator sees it, rendered to HTML with the store's texts
// (test/next-intl.tsx, messages/pt.json): the list with numeric and alphanumeric CNPJs, the
// customer form modal with its addresses, the browser's check with the API's own contract, and
// the save call. The clicks and typing of the same journeys run in e2e/portal-admin.spec.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fieldPath, firstIssues } from '@/components/ui/field-errors';
import { savePortalCompany } from '@/lib/api-client/portal-admin';
import { portalCompanyBody, type PortalCompany } from '@/lib/contracts/portal';
import { getTranslations } from '@/test/next-intl';
import { placeSaved } from './admin-list';
import { CompaniesAdmin } from './companies-admin';
import { CompanyForm, companyFormOf } from './company-form';

const address = {
  street: 'Rua das Indústrias',
  number: '500',
  district: 'Distrito Industrial',
  city: 'Campinas',
  region: 'SP',
  zipcode: '13054000',
};
const acme: PortalCompany = {
  id: 1,
  name: 'Acme Tecnologia Ltda',
  cnpj: '11222333000181',
  stateRegistration: '110.042.490.114',
  addresses: [address],
};
const recife: PortalCompany = {
  id: 2,
  name: 'Acme Filial Recife',
  cnpj: '12ABC34501DE35',
  stateRegistration: '',
  addresses: [
    {
      street: 'Avenida Boa Viagem',
      number: '1000',
      district: 'Boa Viagem',
      city: 'Recife',
      region: 'PE',
      zipcode: '51011000',
    },
    address,
  ],
};

const html = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider timeZone="America/Sao_Paulo">{node}</NextIntlClientProvider>
    </QueryClientProvider>,
  );
// The modal around the form (its title, focus and Escape) is components/ui/modal.dom.test.tsx's.
const modal = (_title: string, editing: PortalCompany | null) =>
  html(<CompanyForm customer="acme" company={editing} onSaved={() => {}} onCancel={() => {}} />);
/** The control a <label> names, as a screen reader would find it. */
const control = (markup: string, label: string, from = 0) => {
  const at = markup.slice(from);
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(at)?.[1];
  if (!id) throw new Error(`no field ${label}`);
  return new RegExp(`<(input|select)[^>]*id="${id}"[^>]*>`).exec(at)![0];
};

describe('Empresas', () => {
  test("lists the group's companies: CNPJ masked (alphanumeric too), state registration, addresses", () => {
    const markup = html(<CompaniesAdmin customer="acme" initialCompanies={[recife, acme]} />);
    const table = /<table[\s\S]*<\/table>/.exec(markup)![0];
    expect(table).toContain('<caption class="sr-only">2 empresas</caption>');
    expect(table).toMatch(
      /<th scope="col"[^>]*>Razão social<\/th><th scope="col"[^>]*>CNPJ<\/th><th scope="col"[^>]*>Inscrição estadual<\/th><th scope="col"[^>]*>Endereços<\/th>/,
    );
    expect(table).toContain('11.222.333/0001-81');
    expect(table).toContain('12.ABC.345/01DE-35');
    expect(table).toContain('110.042.490.114');
    expect(table).toContain('Não informada');
    // The CEP never breaks at its dash.
    expect(table).toContain(
      'Rua das Indústrias, 500 – Distrito Industrial, Campinas/SP · <span class="whitespace-nowrap">CEP 13054-000</span>',
    );
    expect(table).toContain(
      'Avenida Boa Viagem, 1000 – Boa Viagem, Recife/PE · <span class="whitespace-nowrap">CEP 51011-000</span>',
    );
    expect(table).toContain('>1 endereço<');
    expect(table).toContain('>2 endereços<');
    expect(table).toMatch(/aria-label="Editar Acme Filial Recife"[^>]*>Editar</);
    expect(markup).toMatch(/<button type="button" aria-haspopup="dialog"[^>]*>Adicionar empresa</);
    expect(markup.match(/data-testid="company-card"/g)).toHaveLength(2);
  });

  test('a group without companies says so', () => {
    const markup = html(<CompaniesAdmin customer="acme" initialCompanies={[]} />);
    expect(markup).toContain('Nenhuma empresa cadastrada.');
    expect(markup).not.toContain('<table');
  });

  test('Adicionar empresa: name, CNPJ, state registration and one address with CEP and UF', () => {
    const markup = modal('Adicionar empresa', null);
    expect(control(markup, 'Razão social')).toContain('data-autofocus');
    expect(control(markup, 'CNPJ')).toMatch(
      /autoCapitalize="characters"[^>]*placeholder="00.000.000\/0000-00"/,
    );
    expect(control(markup, 'Inscrição estadual')).toContain('name="stateRegistration"');
    expect(markup).toContain('Opcional: o número ou ISENTO.');
    expect(markup).toMatch(/<legend[^>]*>Endereços<\/legend>/);
    expect(markup).toMatch(/<legend[^>]*>Endereço 1<\/legend>/);
    expect(markup.match(/data-testid="company-address"/g)).toHaveLength(1);
    expect(control(markup, 'CEP')).toMatch(
      /inputMode="numeric"[^>]*placeholder="00000-000" maxLength="9"/,
    );
    for (const label of ['Rua', 'Número', 'Bairro', 'Cidade'])
      expect(control(markup, label)).toMatch(/name="addresses\[0\]\[\w+\]"/);
    expect(control(markup, 'Estado')).toMatch(/<select[^>]*name="addresses\[0\]\[region\]"/);
    expect(markup).toMatch(
      /<option value="" selected="">Selecione<\/option><option value="AC">AC<\/option>/,
    );
    expect(markup.match(/<option value="[A-Z]{2}"/g)).toHaveLength(27);
    // One address cannot be removed: a company needs at least one.
    expect(markup).not.toContain('Remover endereço');
    expect(markup).toMatch(/<button type="button"[^>]*>Adicionar endereço<\/button>/);
    expect(markup).toContain('Até 10 endereços por empresa.');
  });

  test('Editar: the company filled in and masked, each address removable, ten at most', () => {
    const markup = modal('Editar empresa', recife);
    expect(control(markup, 'Razão social')).toContain('value="Acme Filial Recife"');
    expect(control(markup, 'CNPJ')).toContain('value="12.ABC.345/01DE-35"');
    expect(control(markup, 'CEP')).toContain('value="51011-000"');
    const second = markup.indexOf('Endereço 2');
    expect(control(markup, 'CEP', second)).toContain('value="13054-000"');
    expect(markup).toMatch(/<option value="PE" selected="">PE<\/option>/);
    expect(markup).toContain('>Remover endereço 1</button>');
    expect(markup).toContain('>Remover endereço 2</button>');

    const full = { ...recife, addresses: Array.from({ length: 10 }, () => address) };
    expect(modal('Editar empresa', full)).toMatch(
      /<button type="button" disabled=""[^>]*>Adicionar endereço<\/button>/,
    );
  });

  test("the browser's check is the API's, each message on its field and address", async () => {
    const t = await getTranslations({ locale: 'pt' });
    const check = (v: unknown) =>
      firstIssues(portalCompanyBody.safeParse(v).error?.issues ?? [], t, fieldPath);
    const typed = companyFormOf(recife);
    expect(check(typed)).toEqual({});
    expect(
      check({
        ...typed,
        cnpj: '12.ABC.345/01DE-36',
        addresses: [typed.addresses[0], { ...typed.addresses[1]!, zipcode: '1305', region: '' }],
      }),
    ).toEqual({
      cnpj: 'CNPJ inválido',
      'addresses.1.zipcode': 'CEP inválido',
      'addresses.1.region': 'Campo obrigatório',
    });
    expect(check({ ...typed, name: ' ', addresses: [] })).toEqual({
      name: 'Campo obrigatório',
      addresses: 'Campo obrigatório',
    });
  });
});

describe('saving a company', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  test('an edit is PUT to the company, the message comes back and the row is replaced', async () => {
    const saved = { ...acme, stateRegistration: 'ISENTO' };
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          success: true,
          content: saved,
          message: 'Empresa atualizada com sucesso.',
        }),
      ),
    );
    const body = portalCompanyBody.parse({ ...companyFormOf(acme), stateRegistration: 'ISENTO' });
    const messages: string[] = [];
    const result = await savePortalCompany('acme', body, 1, (m) => messages.push(m));
    expect(result).toEqual(saved);
    expect(messages).toEqual(['Empresa atualizada com sucesso.']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/portal/acme/companies/1');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toMatchObject({
      cnpj: '11.222.333/0001-81',
      stateRegistration: 'ISENTO',
      addresses: [{ zipcode: '13054000', region: 'SP' }],
    });

    const markup = html(
      <CompaniesAdmin customer="acme" initialCompanies={placeSaved([recife, acme], result)} />,
    );
    expect(markup).toContain('>ISENTO</td>');
    expect(markup).not.toContain('110.042.490.114');
  });

  test('a new company is POSTed to the group', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          success: true,
          content: recife,
          message: 'Empresa cadastrada com sucesso.',
        }),
      ),
    );
    const messages: string[] = [];
    await savePortalCompany(
      'acme',
      portalCompanyBody.parse(companyFormOf(recife)),
      undefined,
      (m) => messages.push(m),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/portal/acme/companies');
    expect(init.method).toBe('POST');
    expect(messages).toEqual(['Empresa cadastrada com sucesso.']);
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, storeUrl, test } from './fixtures';

/**
 * Issue 26: a shopper who types as soon as a field shows, before the page's script has taken the
 * form over, keeps every character once it has (react-hook-form would write its defaults over
 * the server-rendered fields; useContractForm adopts what was typed). One page load per form:
 * each field is filled the moment it is visible, the form then waits for hydration, and every
 * field must still hold what was typed. Masked fields are typed already masked, so that the text
 * is the same before and after the mask.
 */
type Field = { label: string; value: string; select?: boolean };
type Form = {
  name: string;
  path: string;
  scope: (page: Page) => Locator;
  fields: Field[];
  /** On phones the field is behind a button. */
  desktopOnly?: boolean;
};

const forms: Form[] = [
  {
    name: 'login page',
    path: '/onestepcheckout/login',
    scope: (page) => page.getByRole('main'),
    fields: [
      { label: 'E-mail', value: 'ana.souza@exemplo.com.br' },
      { label: 'Senha', value: 'senha123' },
    ],
  },
  {
    name: 'registration',
    path: '/onestepcheckout/customer/register',
    scope: (page) => page.getByRole('main'),
    fields: [
      { label: 'Nome completo', value: 'Ana Souza' },
      { label: 'CPF', value: '529.982.247-25' },
      { label: 'Data de nascimento', value: '1990-05-20' },
      { label: 'E-mail', value: 'ana.souza@exemplo.com.br' },
      { label: 'Telefone', value: '(11)98765-4321' },
      { label: 'Senha', value: 'senha123' },
    ],
  },
  {
    name: 'portal login',
    path: '/portal/acme',
    scope: (page) => page.getByRole('main'),
    fields: [
      { label: 'E-mail', value: 'compras@acme.com.br' },
      { label: 'Senha', value: 'Senha123' },
    ],
  },
  {
    name: 'guest order lookup',
    path: '/guest/order',
    scope: (page) => page.getByRole('main'),
    fields: [
      { label: 'Número do pedido', value: '123456' },
      { label: 'CPF ou CNPJ', value: '529.982.247-25' },
    ],
  },
  {
    name: 'newsletter in the footer',
    path: '/',
    scope: (page) => page.locator('footer').getByTestId('newsletter'),
    fields: [
      { label: 'Nome', value: 'Maria' },
      { label: 'E-mail', value: 'maria@exemplo.com.br' },
      { label: 'Área de interesse', value: 'games', select: true },
      { label: 'Telefone/WhatsApp', value: '(11)98765-4321' },
    ],
  },
  {
    // A plain field in the HTML that becomes Headless UI's combobox when it is reached.
    name: 'header search',
    path: '/',
    scope: (page) => page.getByRole('search').first(),
    fields: [{ label: 'Buscar por produto', value: 'notebook gamer' }],
    desktopOnly: true,
  },
  {
    // Loaded after the page: its fields show once the script has asked the store for them.
    name: 'contact page',
    path: '/contato',
    scope: (page) => page.getByRole('form', { name: 'Contato' }),
    fields: [
      { label: 'Nome', value: 'Maria' },
      { label: 'E-mail', value: 'maria@exemplo.com.br' },
      { label: 'Mensagem', value: 'Meu pedido ainda não chegou.' },
    ],
  },
];

/**
 * How many times each form is tried (the issue asks for 20 on phone and desktop; a race shows
 * only now and then). CI runs it twice per project to keep the suite's time; `HYDRATION_RUNS=20`
 * runs the full count.
 */
const RUNS = Number(process.env.HYDRATION_RUNS ?? 2);

for (const form of forms)
  for (let run = 1; run <= RUNS; run++)
    test(`${form.name}: what is typed before the page comes alive stays (run ${run} of ${RUNS}) @mobile`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile && form.desktopOnly === true, 'on phones the field is behind a button');
      await page.goto(storeUrl('localhost', form.path), { waitUntil: 'commit' });
      const scope = form.scope(page);
      // The text box or list of that label (the login's 'E-mail' mode is a radio of the same name;
      // a contact form's required field is labelled 'Nome *').
      const control = (field: Field) =>
        scope
          .locator('input:not([type=radio]):not([type=checkbox]), select, textarea')
          .and(scope.getByLabel(new RegExp(`^${field.label}( \\*)?$`)));
      for (const field of form.fields)
        if (field.select) await control(field).selectOption(field.value);
        else await control(field).fill(field.value);
      for (const field of form.fields) await hydrated(control(field));
      for (const field of form.fields) await expect(control(field)).toHaveValue(field.value);
    });

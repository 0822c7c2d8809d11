import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';
import { xssVectors } from '../test/xss-vectors';

/** An instant given as São Paulo's wall clock (UTC-3 all year). 2026-03-07 is a Saturday. */
const saoPaulo = (wall: string) => new Date(`${wall}:00-03:00`);

const contactMessage = (page: Page) => page.getByTestId('contact-form-message');
/** A form field by its label (a required field's label ends with a '*' hidden from readers). */
const field = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('form')
    .getByLabel(new RegExp(`^${label}( \\*)?$`));
const send = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Enviar' });

async function axeViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include(include)
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * The e-mail in the store's outbox (/dev/outbox) that holds `text`. While the page streams in,
 * an item can briefly be in the DOM twice (as account.spec.ts's outbox check found): the first.
 */
async function outboxEmail(page: Page, text: string): Promise<Locator> {
  await page.goto(storeUrl('localhost', '/dev/outbox'));
  return page.getByTestId('outbox-email').filter({ hasText: text }).first();
}

test(
  '/contato shows one validation message at a time, then sends the message to the store @mobile',
  { tag: '@local' },
  async ({ page }) => {
    await page.goto(storeUrl('localhost', '/contato'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contato' })).toBeVisible();

    await send(page).click();
    await expect(contactMessage(page)).toHaveText('Campo Nome obrigatório.');
    await expect(contactMessage(page)).toHaveCount(1);
    await expect(page.getByText('Campo E-mail obrigatório.')).toHaveCount(0);
    await expect(field(page, 'Nome')).toBeFocused();
    await expect(field(page, 'Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page, 'main')).toEqual([]);

    const name = `Maria ${Date.now()}`;
    await field(page, 'Nome').fill(name);
    await send(page).click();
    await expect(contactMessage(page)).toHaveText('Campo E-mail obrigatório.');
    await expect(field(page, 'Nome')).not.toHaveAttribute('aria-invalid', 'true');

    await field(page, 'E-mail').fill('maria@');
    await send(page).click();
    await expect(contactMessage(page)).toHaveText('Campo E-mail não é um email válido.');

    await field(page, 'E-mail').fill('maria@exemplo.com.br');
    await send(page).click();
    await expect(contactMessage(page)).toHaveText('Campo Assunto obrigatório.');
    await field(page, 'Assunto').selectOption({ label: 'Pedido' });
    await send(page).click();
    await expect(contactMessage(page)).toHaveText('Campo Mensagem obrigatório.');
    await field(page, 'Mensagem').fill('Meu pedido ainda não chegou.');
    await send(page).click();

    await expect(contactMessage(page)).toHaveText('Mensagem enviada com sucesso.');
    await expect(contactMessage(page)).toHaveAttribute('role', 'status');
    // The form starts again empty.
    await expect(field(page, 'Nome')).toHaveValue('');
    await expect(field(page, 'Mensagem')).toHaveValue('');

    const email = await outboxEmail(page, name);
    await expect(email).toContainText('Para: atendimento@demo.exemplo.com.br');
    await expect(email).toContainText('Loja Demo: mensagem de contato (Contato)');
    await expect(email).toContainText(`Nome: ${name}`);
    await expect(email).toContainText('Assunto: Pedido');
    await expect(email).toContainText('Página: http://localhost:');
  },
);

test("a failed send shows 'Erro' and keeps what was typed; a form that cannot load shows the server's message", async ({
  page,
}) => {
  await page.route('**/api/contactform/contact', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Falha interna' } }),
  );
  await page.goto(storeUrl('localhost', '/contato'));
  await field(page, 'Nome').fill('Rui');
  await field(page, 'E-mail').fill('rui@exemplo.com.br');
  await field(page, 'Assunto').selectOption('duvida');
  await field(page, 'Mensagem').fill('Olá');
  await send(page).click();
  await expect(contactMessage(page)).toHaveText('Erro');
  await expect(contactMessage(page)).toHaveAttribute('role', 'alert');
  await expect(field(page, 'Nome')).toHaveValue('Rui');
  await expect(field(page, 'Mensagem')).toHaveValue('Olá');

  await page.route('**/api/contactform/suporte-tecnico', (route) =>
    route.fulfill({
      status: 404,
      json: { success: false, message: 'Formulário de contato não encontrado.' },
    }),
  );
  await page.goto(storeUrl('localhost', '/contato/suporte-tecnico'));
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Formulário de contato não encontrado.',
  );
});

test('the sales and support contact pages load their own forms', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/contato/central-de-vendas'));
  await expect(page).toHaveTitle(/Fale com a central de vendas/);
  for (const label of ['Empresa', 'CNPJ', 'Quantidade'])
    await expect(field(page, label)).toBeVisible();
  await page.goto(storeUrl('localhost', '/contato/suporte-tecnico'));
  for (const label of ['Número do pedido', 'Número de série', 'Data da compra'])
    await expect(field(page, label)).toBeVisible();
  await expect(field(page, 'Data da compra')).toHaveAttribute('type', 'date');
});

test('hostile contact-form labels, placeholders and options run nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.route('**/api/contactform/contato', (route) =>
    route.fulfill({
      json: {
        success: true,
        content: {
          id: 1,
          key: 'contato',
          name: xssVectors[0],
          fields: xssVectors.map((vector, i) => ({
            id: `f${i}`,
            type: i % 2 === 0 ? 'select' : 'text',
            placeholder: vector,
            required: true,
            size: 6,
            options: [{ id: vector, name: vector }],
          })),
        },
      },
    }),
  );
  await page.goto(storeUrl('localhost', '/contato'));
  const labels = page.getByRole('main').locator('form label');
  await expect(labels).toHaveCount(xssVectors.length);
  await expect(labels.nth(0)).toContainText('<script>alert(1)</script>');
  await send(page).click();
  await expect(contactMessage(page)).toHaveText('Campo <script>alert(1)</script> obrigatório.');
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});

// Each field's message, the digits-only fields and the 2 s before the dialog closes are tested on
// the form itself (components/support/callback-form.dom.test.tsx); here, the journey.
test(
  "call-me-back: the dialog's messages pass axe, then 'Solicitação realizada com sucesso !', it closes and the store sends the e-mail @mobile",
  { tag: '@local' },
  async ({ page }) => {
    await page.goto(storeUrl('localhost', '/suporte-tecnico'));
    await page.getByRole('main').getByRole('button', { name: 'Ligamos para você' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ligamos para você' });
    await expect(dialog).toBeVisible();
    const areaCode = dialog.getByLabel('DDD');
    const phone = dialog.getByLabel('Telefone');
    const submit = dialog.getByRole('button', { name: 'Solicitar ligação' });

    await submit.click();
    await expect(dialog.getByText('Informe o DDD')).toBeVisible();
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);

    await areaCode.fill('11');
    const number = `8${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await phone.fill(number);
    await submit.click();
    await expect(dialog.getByRole('status')).toHaveText('Solicitação realizada com sucesso !');
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });

    const email = await outboxEmail(page, `(11) ${number}`);
    await expect(email).toContainText('Loja Demo: pedido de ligação para o suporte técnico');
    await expect(email).toContainText(`(11) ${number}`);
  },
);

test('the home help section: CHAT on WhatsApp, VENDAS and SUPORTE to their pages @mobile', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost'));
  const help = page.getByTestId('help-section');
  await expect(help.getByRole('heading', { name: 'Precisa de ajuda?' })).toBeVisible();
  const chat = help.getByRole('link', { name: /Chat/ });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/5511999999999');
  await expect(chat).toHaveAttribute('target', '_blank');
  await help.getByRole('link', { name: 'Vendas' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/central-de-vendas'));
  await expect(page.getByRole('heading', { level: 1, name: 'Central de vendas' })).toBeVisible();
  await page.goBack();
  await page.getByTestId('help-section').getByRole('link', { name: 'Suporte' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/suporte-tecnico'));
  await expect(page.getByRole('heading', { level: 1, name: 'Suporte técnico' })).toBeVisible();
});

test('TELEFONE opens the 0800 dialog in sales hours', async ({ page }) => {
  await page.clock.setFixedTime(saoPaulo('2026-03-09T10:00'));
  await page.goto(storeUrl('localhost'));
  await page.getByTestId('help-section').getByRole('button', { name: 'Telefone' }).click();
  const dialog = page.getByTestId('dialog-0800');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Vendas por telefone');
  await expect(dialog.getByRole('link', { name: 'Ligar para 0800 000 0000' })).toHaveAttribute(
    'href',
    'tel:08000000000',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('help-section').getByRole('button', { name: 'Telefone' }),
  ).toBeFocused();
});

test('on a Saturday at 13:00 in São Paulo, TELEFONE opens the closed sales dialog @mobile', async ({
  page,
}) => {
  await page.clock.setFixedTime(saoPaulo('2026-03-07T13:00'));
  await page.goto(storeUrl('localhost'));
  await page.getByTestId('help-section').getByRole('button', { name: 'Telefone' }).click();
  const dialog = page.getByTestId('dialog-vendas');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('dialog-0800')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Central de vendas' })).toContainText(
    'Nossa central de vendas está fora do horário de atendimento.',
  );
  await expect(dialog).toContainText(
    'Horário de atendimento: Segunda a sexta, das 09:00 às 18:00 e sábado, das 09:00 às 12:30.',
  );
  await expect(dialog.getByRole('link', { name: /Ligar para/ })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Enviar mensagem' })).toHaveAttribute(
    'href',
    '/contato/central-de-vendas',
  );
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
});

test('the support dialog follows support hours: Friday 17:44 open, 17:45 closed', async ({
  page,
}) => {
  await page.clock.setFixedTime(saoPaulo('2026-03-06T17:44'));
  await page.goto(storeUrl('localhost', '/suporte-tecnico'));
  await expect(page.getByTestId('status-support')).toHaveText('Atendendo agora');
  await page.getByRole('button', { name: 'Falar com o suporte' }).click();
  let dialog = page.getByTestId('dialog-suporte');
  await expect(dialog).toContainText('Nosso suporte técnico está atendendo agora.');
  await expect(dialog.getByRole('link', { name: 'Ligar para (11) 4000-2000' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Conversar pelo WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/5511999999999',
  );
  await dialog.getByRole('button', { name: 'Ligamos para você' }).click();
  await expect(dialog.getByRole('heading')).toHaveText('Ligamos para você');
  await expect(dialog.getByLabel('DDD')).toBeFocused();

  await page.clock.setFixedTime(saoPaulo('2026-03-06T17:45'));
  await page.reload();
  await expect(page.getByTestId('status-support')).toHaveText('Fora do horário');
  await page.getByRole('button', { name: 'Falar com o suporte' }).click();
  dialog = page.getByTestId('dialog-suporte');
  await expect(dialog).toContainText('Nosso suporte técnico está fora do horário de atendimento.');
  await expect(dialog).toContainText(
    'Horário de atendimento: Segunda a sexta, das 08:00 às 17:45.',
  );
  await expect(dialog.getByRole('link', { name: /Ligar para/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Ligamos para você' })).toBeVisible();
});

test('/central-de-atendimento: chat, phone, e-mail, the address and sales phone dialogs', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost', '/central-de-atendimento'));
  const centre = page.getByTestId('service-centre-service');
  await expect(centre.getByRole('link', { name: /Chat/ })).toHaveAttribute(
    'href',
    'https://wa.me/5511999999999',
  );
  await expect(centre.getByRole('link', { name: '(11) 4000-2000' })).toHaveAttribute(
    'href',
    'tel:1140002000',
  );
  await expect(
    centre.getByRole('link', { name: 'atendimento@demo.exemplo.com.br' }),
  ).toHaveAttribute('href', 'mailto:atendimento@demo.exemplo.com.br');
  await centre.getByRole('button', { name: 'Ver endereço' }).click();
  const address = page.getByRole('dialog', { name: 'Endereço' });
  await expect(address).toContainText('Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100');
  await address.getByRole('button', { name: 'Fechar' }).click();
  await expect(address).toBeHidden();
  await centre.getByRole('button', { name: 'Ligar para vendas' }).click();
  await expect(page.getByRole('dialog', { name: 'Central de vendas' })).toContainText(
    'Ligue para (11) 4000-1000.',
  );
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('the floating WhatsApp button and, on desktop, the scroll-to-top button', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/central-de-atendimento'));
  const whatsapp = page.getByRole('contentinfo').getByRole('link', {
    name: 'Fale conosco pelo WhatsApp',
  });
  await expect(whatsapp).toBeVisible();
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511999999999');
  const top = page.getByRole('button', { name: 'Voltar ao topo' });
  await expect(top).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(top).toBeVisible();
  await top.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await expect(top).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { logInToBackOffice } from './back-office.page';
import { expect, hydrated, storeUrl, test } from './fixtures';

/**
 * The back-office inbox (issue 30 item 6): what a shopper sends on the storefront reaches the
 * store's team, who mark it handled, give it to someone, and erase a person's data on request.
 */

/** A shopper writes to the store on /contato. */
async function sendContactMessage(page: Page, name: string, email: string) {
  await page.goto(storeUrl('localhost', '/contato'));
  const form = page.getByRole('form', { name: 'Contato' });
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await hydrated(form.getByRole('button', { name: 'Enviar' }));
  await field('Nome').fill(name);
  await field('E-mail').fill(email);
  await field('Assunto').selectOption({ label: 'Pedido' });
  await field('Mensagem').fill('Posso retirar na loja?');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByTestId('contact-form-message')).toHaveText(
    'Mensagem enviada com sucesso.',
  );
}

/** A shopper signs up for the newsletter in the footer. */
async function signUpForNewsletter(page: Page, name: string, email: string, phone: string) {
  await page.goto(storeUrl('localhost', '/'));
  const form = page.locator('footer').getByTestId('newsletter');
  await form.scrollIntoViewIfNeeded();
  await hydrated(form.getByRole('button', { name: 'Cadastrar' }));
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Área de interesse').selectOption({ label: 'Estudos' });
  await form.getByLabel('Telefone/WhatsApp').pressSequentially(phone);
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(form.getByRole('heading', { name: 'Obrigado por se cadastrar!' })).toBeVisible();
}

/** The inbox filtered by a name, an e-mail or a phone, as its filter form does it. */
async function searchInbox(page: Page, text: string) {
  const filters = page.getByRole('form', { name: 'Filtrar a caixa de entrada' });
  await filters.getByLabel('Buscar').fill(text);
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

test('a contact message sent on the storefront reaches the inbox, where the content team marks it handled and gives it to someone', async ({
  browser,
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the phone layout of the back-office is covered by the page matrix');
  const stamp = Date.now();
  const name = `Lívia Retirada ${stamp}`;
  const shopper = await browser.newPage();
  await sendContactMessage(shopper, name, `livia-${stamp}@exemplo.com.br`);
  await shopper.close();

  await logInToBackOffice(page, 'conteudo@exemplo.com.br');
  await page
    .getByRole('navigation', { name: 'Painel' })
    .getByRole('link', { name: 'Caixa de entrada' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Caixa de entrada' })).toBeVisible();
  await searchInbox(page, name);
  const table = page.getByRole('table', { name: 'Caixa de entrada' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`livia-${stamp}@exemplo.com.br`);
  await expect(row).toContainText('Posso retirar na loja?');
  await expect(row).toContainText('Em aberto');
  await expectNoAxeViolations(page);

  const markHandled = row.getByRole('button', { name: `Marcar como atendido o item de ${name}` });
  await hydrated(markHandled);
  await markHandled.click();
  await expect(page.getByRole('status').filter({ hasText: 'Item atualizado.' })).toBeVisible();
  await expect(row).toContainText('Atendido');
  // Choosing saves nothing; Atribuir does.
  await row.getByLabel(`Responsável pelo item de ${name}`).selectOption({ label: 'Paula Pedidos' });
  await row.getByRole('button', { name: `Atribuir o item de ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item atualizado.' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Atribuir o item de ${name}` })).toHaveCount(0);

  // Reloaded from the server: handled, and Paula's, also under the filters.
  await page.goto(
    storeUrl('localhost', `/admin/caixa-de-entrada?status=handled&q=${encodeURIComponent(name)}`),
  );
  await expect(row).toContainText('Atendido');
  const selected = await row
    .getByLabel(`Responsável pelo item de ${name}`)
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.text);
  expect(selected).toBe('Paula Pedidos');
  await page.goto(
    storeUrl('localhost', `/admin/caixa-de-entrada?status=open&q=${encodeURIComponent(name)}`),
  );
  await expect(page.getByText('Nada na caixa de entrada com estes filtros.')).toBeVisible();
});

test("erasing a newsletter lead on the person's request removes their data everywhere", async ({
  browser,
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the phone layout of the back-office is covered by the page matrix');
  const stamp = Date.now();
  const email = `apagar-${stamp}@exemplo.com.br`;
  const name = `Rafa Esquecida ${stamp}`;
  // A phone of this run only: what earlier runs left is never erased with it.
  const phone = `119${String(stamp).slice(-8)}`;
  const shopper = await browser.newPage();
  await signUpForNewsletter(shopper, name, email, phone);
  await sendContactMessage(shopper, name, email);
  await shopper.close();

  await logInToBackOffice(page, 'conteudo@exemplo.com.br');
  await page.goto(storeUrl('localhost', '/admin/caixa-de-entrada?kind=newsletter'));
  await searchInbox(page, email);
  const table = page.getByRole('table', { name: 'Caixa de entrada' });
  const lead = table.getByRole('row').filter({ hasText: email });
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText('Cadastro na newsletter');
  await expect(lead).toContainText(/Consentimento em .+, pelo formulário da newsletter\./);
  const shownPhone = `(11)9${phone.slice(3, 7)}-${phone.slice(7)}`;
  await expect(lead).toContainText(shownPhone);

  const eraseButton = lead.getByRole('button', { name: `Apagar dados de ${name}` });
  await hydrated(eraseButton);
  await eraseButton.click();
  const confirm = page.getByRole('dialog', { name: `Apagar os dados de ${name}?` });
  await expect(confirm).toContainText(
    `Serão procurados: e-mail ${email} e telefone ${shownPhone}.`,
  );
  await expect(confirm).toContainText('Pedidos e conta de cliente não são afetados.');
  // Cancelled, nothing goes.
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(lead).toHaveCount(1);

  await eraseButton.click();
  await confirm.getByRole('button', { name: 'Apagar' }).click();
  // The lead, the contact message, its confirmation to them and the store's copy of it.
  await expect(
    page.getByRole('status').filter({ hasText: 'Dados apagados: 4 registros.' }),
  ).toBeVisible();
  await expect(page.getByText('Nada na caixa de entrada com estes filtros.')).toBeVisible();
  // Under any kind, nothing is left of them; the CSV export has none of it either.
  await page.goto(storeUrl('localhost', `/admin/caixa-de-entrada?q=${encodeURIComponent(email)}`));
  await expect(page.getByText('Nada na caixa de entrada com estes filtros.')).toBeVisible();
  const csv = await page.request.get(storeUrl('localhost', '/api/admin/inbox/export'));
  expect(csv.status()).toBe(200);
  expect(await csv.text()).not.toContain(email);
});

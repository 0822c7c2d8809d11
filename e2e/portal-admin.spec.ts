import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, freshCpf, hydrated, test } from './fixtures';
import { acme, logInAtPortal, portalHeader as header } from './portal.page';

/**
 * The corporate portal's administration (SPEC.md section 2, issue 8): Compradores and Empresas
 * with their customer form modal, the group administrator's only.
 */
/** Administrar → `item` in the portal's header. */
async function administer(page: Page, item: 'Compradores' | 'Empresas') {
  const nav = header(page);
  await nav.getByRole('button', { name: 'Administrar' }).click();
  await nav.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

const snack = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test("acme's administrator adds a buyer in Compradores, who can then log in to the portal", async ({
  page,
  browser,
}) => {
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = `Bruna Compradora ${run}`;
  const email = `bruna.${run}@acme.com.br`;
  const cpf = freshCpf();

  await logInAtPortal(page, 'admin@acme.com.br');
  await administer(page, 'Compradores');
  await expect(page).toHaveURL(/\/portal\/acme\/admin\/compradores$/);
  const alice = page.getByRole('row', { name: /Alice Admin Acme/ });
  await expect(alice).toContainText('Administrador');
  await expect(alice).toContainText('935.411.347-80');
  await expect(alice).toContainText('(11)95555-4444');
  await expect(alice).toContainText('Ativo');
  await expectNoAxeViolations(page);

  const add = page.getByRole('button', { name: 'Adicionar comprador' });
  await hydrated(add);
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar comprador' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nome completo')).toBeFocused();
  await expectNoAxeViolations(page);

  // A bad CPF is told in the browser, on its field; what was typed stays.
  await dialog.getByLabel('Nome completo').fill(name);
  await dialog.getByLabel('E-mail').fill('compras@acme.com.br');
  await dialog.getByLabel('Telefone').pressSequentially('11987651234');
  await expect(dialog.getByLabel('Telefone')).toHaveValue('(11)98765-1234');
  await dialog.getByLabel('CPF').pressSequentially('12345678900');
  await expect(dialog.getByLabel('CPF')).toHaveValue('123.456.789-00');
  await dialog.getByLabel('Senha', { exact: true }).fill('Compra123');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('CPF inválido', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');

  // The server's field error (an e-mail the store has) comes back on its field.
  await dialog.getByLabel('CPF').fill(cpf);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Este e-mail já está cadastrado')).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('CPF inválido')).toHaveCount(0);
  await expect(dialog.getByLabel('Nome completo')).toHaveValue(name);

  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(snack(page, 'Comprador cadastrado com sucesso.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(email);
  await expect(row).toContainText(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-`);
  await expect(row).toContainText('(11)98765-1234');
  await expect(row).toContainText('Ativo');

  // The search finds the buyer by CPF and keeps itself in the address.
  await page.getByRole('searchbox', { name: 'Buscar comprador' }).fill(cpf.slice(0, 9));
  await expect(page).toHaveURL(new RegExp(`search=${cpf.slice(0, 9)}`));
  await expect(page.getByRole('row', { name: /Alice Admin Acme/ })).toHaveCount(0);
  await expect(row).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar comprador' })).toHaveValue(
    cpf.slice(0, 9),
  );
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar comprador' }).fill('ninguém-com-este-nome');
  await expect(page.getByText('Nenhum comprador encontrado.')).toBeVisible();

  // The new buyer logs in at the portal with the password the administrator gave, and the
  // portal opens for them (their data is the administrator's to keep), without Administrar.
  const other = await browser.newContext();
  const buyerPage = await other.newPage();
  await logInAtPortal(buyerPage, email, 'Compra123');
  await expect(buyerPage.getByTestId('portal-customer-name')).toHaveText('Acme Tecnologia Ltda');
  await expect(header(buyerPage).getByText('Administrar')).toHaveCount(0);
  await other.close();
});

test("the administrator's Ativo cannot be unticked; Escape closes the modal back to Editar", async ({
  page,
}) => {
  await logInAtPortal(page, 'admin@acme.com.br');
  await page.goto(`${acme}/admin/compradores`);
  const edit = page.getByRole('button', { name: 'Editar Alice Admin Acme' });
  await hydrated(edit);
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Editar comprador' });
  await expect(dialog.getByLabel('Nome completo')).toHaveValue('Alice Admin Acme');
  await expect(dialog.getByLabel('CPF')).toHaveValue('935.411.347-80');
  await expect(dialog.getByLabel('Senha', { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'Ativo' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Ativo' })).toBeDisabled();
  await expect(
    dialog.getByText('O administrador do portal não pode ser desativado.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

test("acme's administrator edits the company Acme Tecnologia Ltda, and the change stays", async ({
  page,
}) => {
  const registration = `${Math.floor(Math.random() * 1e9)}`;
  await logInAtPortal(page, 'admin@acme.com.br');
  await administer(page, 'Empresas');
  await expect(page).toHaveURL(/\/portal\/acme\/admin\/empresas$/);
  const row = page.getByRole('row', { name: /Acme Tecnologia Ltda/ });
  await expect(row).toContainText('11.222.333/0001-81');
  await expect(row).toContainText('Rua das Indústrias, 500');
  await expectNoAxeViolations(page);

  const edit = row.getByRole('button', { name: 'Editar Acme Tecnologia Ltda' });
  await hydrated(edit);
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Editar empresa' });
  await expect(dialog.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await expect(dialog.getByLabel('CEP')).toHaveValue('13054-000');
  await expect(dialog.getByLabel('Estado')).toHaveValue('SP');

  // An address added and left empty is told field by field; removed, the company saves.
  await dialog.getByRole('button', { name: 'Adicionar endereço' }).click();
  const second = dialog.getByRole('group', { name: 'Endereço 2' });
  await expect(second.getByLabel('CEP')).toBeFocused();
  await second.getByLabel('CEP').pressSequentially('1305');
  await dialog.getByLabel('Inscrição estadual').fill(registration);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(second.getByText('CEP inválido')).toBeVisible();
  await expect(second.getByText('Campo obrigatório')).toHaveCount(5);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remover endereço 2' }).click();
  await expect(second).toHaveCount(0);
  await expect(dialog.getByLabel('Inscrição estadual')).toHaveValue(registration);
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  await expect(snack(page, 'Empresa atualizada com sucesso.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(registration);
  await page.reload();
  await expect(page.getByRole('row', { name: /Acme Tecnologia Ltda/ })).toContainText(registration);
});

test("acme's buyer gets the portal's not-found page at the administration", async ({ page }) => {
  await logInAtPortal(page, 'compras@acme.com.br');
  for (const path of ['/admin/compradores', '/admin/empresas']) {
    await page.goto(`${acme}${path}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Portal não encontrado.' }),
    ).toBeVisible();
    await expect(
      page.getByText('O endereço não existe ou você não tem acesso a este portal.'),
    ).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain('Alice Admin Acme');
    expect(html).not.toContain('11.222.333/0001-81');
  }
});

test('a visitor gets the login form at the administration', async ({ page }) => {
  await page.goto(`${acme}/admin/compradores`);
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de compras' })).toBeVisible();
  expect(await page.content()).not.toContain('Alice Admin Acme');
});

test('the administration fits a phone: buyers and companies as cards, the modal on screen @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone');
  const width = page.viewportSize()!.width;
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  await logInAtPortal(page, 'admin@acme.com.br');
  await page.goto(`${acme}/admin/compradores`);
  const card = page.getByTestId('buyer-card').filter({ hasText: 'Alice Admin Acme' });
  await expect(card).toContainText('Administrador');
  await expect(card).toContainText('935.411.347-80');
  await expect(page.getByRole('table')).toBeHidden();
  await fits();
  const add = page.getByRole('button', { name: 'Adicionar comprador' });
  await hydrated(add);
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar comprador' });
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`${acme}/admin/empresas`);
  await expect(
    page.getByTestId('company-card').filter({ hasText: 'Acme Tecnologia Ltda' }),
  ).toContainText('11.222.333/0001-81');
  await fits();
});

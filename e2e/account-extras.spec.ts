import { expect, storeUrl, test } from './fixtures';
import { Account } from './account.page';

test.describe.configure({ mode: 'serial' });

test("a customer's card of a bought product shows 'Avaliar'; the review is written and listed", async ({
  page,
}) => {
  const account = new Account(page);
  await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
  await account.logIn('email', 'cliente@exemplo.com.br', 'Senha123');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
  await page.goto(storeUrl('localhost', '/search?q=Notebook%20Demo%20Pro%2015'));
  const card = page.getByTestId('product-card').filter({ hasText: 'Notebook Demo Pro 15' }).first();
  await card.getByRole('link', { name: 'Avaliar' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/reviews\/\d+$/);
  const main = page.getByRole('main');
  await expect(main.locator('form[method=post]')).toContainText('Notebook Demo Pro 15');
  await main.getByRole('button', { name: 'Publicar avaliação' }).click();
  await expect(main.getByText('Escolha uma nota de 1 a 5 estrelas')).toBeVisible();
  // The stars are the radios' labels; the radios themselves are visually hidden.
  await main.getByRole('radio', { name: '4 estrelas' }).check({ force: true });
  await main.getByRole('textbox', { name: 'Título' }).fill('Muito bom para trabalhar');
  await main
    .getByRole('textbox', { name: 'Sua opinião' })
    .fill('Tela ótima e teclado confortável.');
  await main.getByRole('button', { name: 'Publicar avaliação' }).click();
  await expect(account.message('Avaliação salva com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/account/reviews'));
  await expect(
    main.getByTestId('reviewable-product').filter({ hasText: 'Notebook Demo Pro 15' }),
  ).toContainText('Sua avaliação: 4 de 5 · Muito bom para trabalhar');
});

test('Meus wallpapers refuses a PDF and keeps a PNG; Meus Guias e manuais lists the manuals', async ({
  page,
}) => {
  const account = new Account(page);
  await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
  await account.logIn('email', 'cliente@exemplo.com.br', 'Senha123');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
  await page.goto(storeUrl('localhost', '/customer/account/wallpapers'));
  const main = page.getByRole('main');
  await expect(main.getByText('Você ainda não guardou wallpapers.')).toBeVisible();
  const file = main.getByLabel('Arquivo');
  await file.setInputFiles({
    name: 'manual.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n'),
  });
  await main.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    main.getByText('Tipo de arquivo não permitido. Envie JPG, PNG ou WEBP.'),
  ).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await file.setInputFiles({ name: 'fundo.png', mimeType: 'image/png', buffer: png });
  await main.getByRole('button', { name: 'Enviar' }).click();
  await expect(account.message('Arquivo enviado com sucesso.')).toBeVisible();
  const saved = main.getByTestId('customer-file');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('img', { name: 'fundo.png' })).toHaveJSProperty('naturalWidth', 1);
  await saved.getByRole('button', { name: 'Excluir fundo.png' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(account.message('Arquivo excluído com sucesso.')).toBeVisible();
  await expect(saved).toHaveCount(0);

  await page.goto(storeUrl('localhost', '/customer/account/user-guide'));
  const notebook = main
    .getByTestId('user-guide-product')
    .filter({ hasText: 'Notebook Demo Pro 15' });
  await expect(notebook.getByRole('link', { name: 'Manual do usuário (PDF)' })).toHaveAttribute(
    'href',
    '/manuais/manual-notebook-demo.pdf',
  );
  await page.goto(storeUrl('localhost', '/customer/account/support'));
  await main.getByRole('button', { name: 'Ligar para vendas' }).click();
  await expect(page.getByRole('dialog', { name: 'Central de vendas' })).toContainText(
    '(11) 4000-1000',
  );
});

test("an affiliate copies the page's link with their id from the footer; Sair in the header goes home", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = new Account(page);
  await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
  await account.logIn('email', 'afiliado@exemplo.com.br', 'Senha123');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
  await page.goto(storeUrl('localhost', '/customer/account/orders'));
  const footer = page.getByRole('contentinfo');
  const copy = footer.getByRole('button', { name: 'Copiar link de afiliado' });
  await copy.click();
  await expect(footer.getByTestId('affiliate-link')).toHaveText('Link copiado!');
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.pathname).toBe('/customer/account/orders');
  expect(copied.searchParams.get('affiliateId')).toMatch(/^\d+$/);
  await expect(copy).toBeVisible({ timeout: 4000 });

  // Leaving from an account page: home and logged out, not sent to the login page.
  await account.nav.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/'));
  await expect(footer.getByTestId('affiliate-link')).toHaveCount(0);
});

import { expectNoAxeViolations } from './axe';
import { logInToBackOffice } from './back-office.page';
import { expect, hydrated, storeUrl, test } from './fixtures';

/**
 * The owner's store settings (issue 30 item 5) on Outra Loja, whose look no other journey checks:
 * the colours are checked for contrast before they reach the storefront, whose accessibility
 * stays whole. (Maintenance across instances: multi-instance.spec.ts.)
 */
// Both journeys save Outra Loja's whole settings form: one at a time, or one would undo the other.
test.describe.configure({ mode: 'serial' });
test('the owner changes the name, the WhatsApp and the main colour: what is wrong is refused on its field; the storefront takes the rest and its axe check passes', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the settings page is one form; the page matrix covers its phone layout');
  test.setTimeout(90_000);
  await logInToBackOffice(page, 'dono@exemplo.com.br', 'outra.localhost');
  await page
    .getByRole('navigation', { name: 'Painel' })
    .getByRole('link', { name: 'Configurações' })
    .click();
  const form = page.getByTestId('store-settings-form');
  await hydrated(form.getByRole('button', { name: 'Salvar' }));
  const primary = form.getByLabel('Cor principal (botões e links)');
  const name = form.getByLabel('Nome da loja');
  const whatsapp = form.getByLabel('WhatsApp');
  const original = {
    primary: await primary.inputValue(),
    name: await name.inputValue(),
    whatsapp: await whatsapp.inputValue(),
  };
  expect(original.name).toBe('Outra Loja');
  const saved = (text: string) => page.getByRole('status').filter({ hasText: text });

  try {
    await primary.fill('#facc15');
    const preview = form.getByRole('group', { name: 'Prévia' });
    await expect(preview).toContainText('Botão: 1,5:1 ✗');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    await expect(primary).toHaveAccessibleDescription(
      'Links nesta cor ficam difíceis de ler sobre o fundo das páginas: contraste abaixo de 4,5:1.',
    );
    await expect(form.getByLabel('Texto dos botões')).toHaveAccessibleDescription(
      'O texto dos botões fica difícil de ler sobre a cor principal: contraste abaixo de 4,5:1.',
    );
    // Nothing was saved.
    const stored = await page.evaluate(async () => {
      const answer = (await (await fetch('/api/admin/settings')).json()) as {
        content: { theme: { primary: string } };
      };
      return answer.content.theme.primary;
    });
    expect(stored).toBe(original.primary);

    await primary.fill('#6d28d9');
    await expect(preview).toContainText('Botão: 7,1:1 ✓');
    await expect(primary).not.toHaveAttribute('aria-invalid', 'true');
    // The name and the WhatsApp number too; a number with a mask is refused on its field.
    await name.fill('Outra Loja Sul');
    await whatsapp.fill('(51) 98888-7777');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(whatsapp).toHaveAccessibleDescription(
      'Só números, com o código do país e o DDD, como 5511999999999. Informe o WhatsApp só com números, com o código do país e o DDD (12 ou 13 dígitos).',
    );
    await whatsapp.fill('5551988887777');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved('Configurações salvas.')).toBeVisible();

    await page.goto(storeUrl('outra.localhost', '/'));
    await expect(page.locator('html')).toHaveAttribute('style', /--store-primary:\s*#6d28d9/);
    await expect(page).toHaveTitle(/Outra Loja Sul/);
    await expect(
      page.locator('footer').getByRole('link', { name: 'Fale conosco pelo WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/5551988887777');
    await expectNoAxeViolations(page);
    await page.goto(storeUrl('outra.localhost', '/notebooks'));
    await expect(page.locator('html')).toHaveAttribute('style', /--store-primary:\s*#6d28d9/);
    await expectNoAxeViolations(page);
  } finally {
    await page.goto(storeUrl('outra.localhost', '/admin/configuracoes'));
    await hydrated(form.getByRole('button', { name: 'Salvar' }));
    await primary.fill(original.primary);
    await name.fill(original.name);
    await whatsapp.fill(original.whatsapp);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved('Configurações salvas.')).toBeVisible();
  }
});

test("the owner sees whether each payment can be charged, cannot switch them all off, and takes Facebook's login away and back", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the settings page is one form; the page matrix covers its phone layout');
  test.setTimeout(90_000);
  await logInToBackOffice(page, 'dono@exemplo.com.br', 'outra.localhost');
  await page.goto(storeUrl('outra.localhost', '/admin/configuracoes'));
  const form = page.getByTestId('store-settings-form');
  await hydrated(form.getByRole('button', { name: 'Salvar' }));
  const payments = form.getByRole('group', { name: 'Pagamentos' });
  // The journeys run on the embedded sandbox: no provider has credentials.
  const pix = payments.getByRole('switch', { name: 'Pix (PagSeguro)' });
  await expect(pix).toHaveAccessibleDescription(
    'Sem credenciais: cobrado no ambiente de testes, sem dinheiro de verdade.',
  );
  const switches = payments.getByRole('switch');
  const before = await switches.evaluateAll((all) =>
    all.map((s) => (s as HTMLInputElement).checked),
  );
  for (const option of await switches.all()) await option.uncheck();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(payments.getByText('Deixe ao menos uma forma de pagamento ligada.')).toBeVisible();
  await page.reload();
  await hydrated(form.getByRole('button', { name: 'Salvar' }));
  expect(
    await switches.evaluateAll((all) => all.map((s) => (s as HTMLInputElement).checked)),
  ).toEqual(before);

  // Outra Loja logs in with Facebook: taken away, the button goes; put back, it returns.
  const facebook = form.getByLabel('ID do app do Facebook');
  const original = await facebook.inputValue();
  expect(original).toBe('outra-facebook-app');
  await facebook.fill('app da loja');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(facebook).toHaveAccessibleDescription(
    'Use o ID do app como o Facebook o mostra, sem espaços.',
  );
  const saved = page.getByRole('status').filter({ hasText: 'Configurações salvas.' });
  const loginButton = async () => {
    await page.goto(storeUrl('outra.localhost', '/onestepcheckout/login'));
    return page.getByRole('main').getByRole('button', { name: 'Entrar com Facebook' });
  };
  try {
    await facebook.fill('');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved).toBeVisible();
    await expect(await loginButton()).toBeDisabled();
  } finally {
    await page.goto(storeUrl('outra.localhost', '/admin/configuracoes'));
    await hydrated(form.getByRole('button', { name: 'Salvar' }));
    await facebook.fill(original);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved).toBeVisible();
  }
  await expect(await loginButton()).toBeEnabled();
});

test('the owner adds a domain and the store answers there at once; removed, it is no store', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the settings page is one form; the page matrix covers its phone layout');
  // *.localhost names the machine itself: the new domain reaches the same server.
  const domain = `sul-${Date.now().toString(36)}.outra.localhost`;
  await logInToBackOffice(page, 'dono@exemplo.com.br', 'outra.localhost');
  await page.goto(storeUrl('outra.localhost', '/admin/configuracoes'));
  const domains = page.getByRole('region', { name: 'Domínios' });
  const field = domains.getByLabel('Novo domínio');
  await hydrated(domains.getByRole('button', { name: 'Adicionar domínio' }));
  await expect(domains.getByText('outra.localhost')).toBeVisible();
  // Its only domain, the one in use: nothing to remove.
  await expect(domains.getByRole('button', { name: /^Remover/ })).toHaveCount(0);

  await field.fill('localhost');
  await domains.getByRole('button', { name: 'Adicionar domínio' }).click();
  await expect(field).toHaveAccessibleDescription('Este domínio já é de uma loja.');
  await field.fill(`https://${domain.toUpperCase()}/`);
  await domains.getByRole('button', { name: 'Adicionar domínio' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Domínio adicionado.' })).toBeVisible();
  await expect(domains.getByText(domain, { exact: true })).toBeVisible();

  const shopper = await page.context().browser()!.newPage();
  await shopper.goto(storeUrl(domain, '/'));
  await expect(shopper).toHaveTitle(/Outra Loja/);

  await domains.getByRole('button', { name: `Remover ${domain}` }).click();
  await page
    .getByRole('dialog', { name: `Remover ${domain}` })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Domínio removido.' })).toBeVisible();
  await expect(domains.getByText(domain, { exact: true })).toHaveCount(0);
  const gone = await shopper.goto(storeUrl(domain, '/'));
  expect(gone?.status()).toBe(404);
  await shopper.close();
});

test('the owner writes the top bar in English: an English shopper reads it, a Portuguese one keeps the Portuguese', async ({
  browser,
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the settings page is one form; the page matrix covers its phone layout');
  await logInToBackOffice(page, 'dono@exemplo.com.br', 'outra.localhost');
  await page.goto(storeUrl('outra.localhost', '/admin/configuracoes'));
  const form = page.getByTestId('store-settings-form');
  await hydrated(form.getByRole('button', { name: 'Salvar' }));
  const english = form.getByLabel('Mensagem do topo em inglês');
  const original = await english.inputValue();
  const saved = page.getByRole('status').filter({ hasText: 'Configurações salvas.' });
  const topBar = async (locale: 'pt' | 'en') => {
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'NEXT_LOCALE', value: locale, domain: 'outra.localhost', path: '/', sameSite: 'Lax' },
    ]);
    const shopper = await context.newPage();
    await shopper.goto(storeUrl('outra.localhost', '/'));
    const text = await shopper.getByTestId('header-message').innerText();
    await context.close();
    return text;
  };
  try {
    await english.fill('Free shipping in the South this week');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved).toBeVisible();
    expect(await topBar('en')).toBe('Free shipping in the South this week');
    expect(await topBar('pt')).toBe(
      'Frete grátis para todo o Brasil nas compras acima de R$ 299 · 10% de desconto no Pix',
    );
  } finally {
    await page.goto(storeUrl('outra.localhost', '/admin/configuracoes'));
    await hydrated(form.getByRole('button', { name: 'Salvar' }));
    await english.fill(original);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(saved).toBeVisible();
  }
});

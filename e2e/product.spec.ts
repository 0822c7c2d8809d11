import AxeBuilder from '@axe-core/playwright';
import { expect, storeUrl, test } from './fixtures';
import { brl, ProductPage } from './product.page';
import { MENU_QUERY } from './shell.page';

test('home → menu → /notebooks, filter by memory and sort by price: the URL keeps the state, and the product page shows the worked example', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost'));
  await page
    .getByRole('navigation', { name: 'Todas as categorias' })
    .getByRole('link', { name: 'Notebooks', exact: true })
    .click();
  await expect(page).toHaveURL(storeUrl('localhost', `/notebooks${MENU_QUERY}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notebooks');

  const sixteen = page.locator('[data-facet=memoria]').getByRole('checkbox', { name: /16 GB/ });
  await sixteen.click();
  await expect(page).toHaveURL(/facet_filters=/);
  await expect(sixteen).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('link', { name: 'Maior preço' }).click();
  await expect(page.getByRole('link', { name: 'Maior preço' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  const state = () => {
    const raw = new URL(page.url()).searchParams.get('facet_filters')!;
    return JSON.parse(raw) as { attributes: Record<string, number[]>; sort: string; page: number };
  };
  expect(state()).toMatchObject({ sort: 'finalPrice:DESC', page: 1 });
  expect(state().attributes.memoria).toHaveLength(1);

  // Next keeps pages visited before in the DOM, hidden (React Activity): count visible cards only.
  const prices = async () =>
    page
      .locator('[data-testid=card-final-price]:visible')
      .evaluateAll((els) =>
        els.map((el) => Number(el.textContent!.replace(/[^\d,]/g, '').replace(',', '.'))),
      );
  const before = await prices();
  expect(before.length).toBeGreaterThan(1);
  expect(before).toEqual([...before].sort((a, b) => b - a));

  await page.reload();
  await expect(sixteen).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('link', { name: 'Maior preço' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await prices()).toEqual(before);

  await page.getByRole('link', { name: 'Notebook Demo Pro 15', exact: true }).click();
  await expect(page).toHaveURL(/\/notebook-demo-pro-15$/);
  const product = new ProductPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notebook Demo Pro 15');
  await expect(product.priceBlock.getByTestId('old-price')).toHaveText(brl('R$ 6.999,00'));
  await expect(product.priceBlock.getByText('-14%')).toBeVisible();
  await expect(product.priceBlock.getByTestId('final-price')).toHaveText(brl('R$ 5.999,00'));
  await expect(product.priceBlock.getByTestId('pix-price')).toHaveText(
    `${brl('R$ 5.399,10')} No PIX`,
  );
  await expect(product.priceBlock.getByText('10% de desconto')).toBeVisible();
  await expect(product.priceBlock.getByTestId('interest-free')).toHaveText(
    `ou 12x de ${brl('R$ 499,92')} sem juros`,
  );
  await expect(product.priceBlock.getByTestId('advertised-installments')).toHaveText(
    `21x de ${brl('R$ 351,47')}`,
  );
  await expect(page.getByTestId('delivery-term')).toHaveText(
    'Prazo de entrega: 05 a 10 dias úteis após a confirmação do pagamento',
  );
  await expect(
    page.getByRole('navigation', { name: 'Navegação estrutural' }).getByRole('link'),
  ).toHaveText(['Página Inicial', 'Notebooks', 'Ultrafinos']);
});

test('add-ons: one extended warranty at a time, services on top, all in the total', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost', '/notebook-demo-pro-15'));
  const product = new ProductPage(page);
  await expect(product.total).toHaveText(brl('R$ 5.999,00'));
  await product.purchase.getByRole('radio', { name: /Garantia Estendida 12 meses/ }).check();
  await expect(product.total).toHaveText(brl('R$ 6.598,90'));
  await product.purchase.getByRole('radio', { name: /Garantia Estendida 24 meses/ }).check();
  await expect(product.total).toHaveText(brl('R$ 7.078,82'));
  await product.purchase.getByRole('checkbox', { name: /Instalação do Windows/ }).check();
  await expect(product.total).toHaveText(brl('R$ 7.177,82'));
  await product.purchase.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expect(product.total).toHaveText(brl('R$ 14.355,64'));
  const rules = product.purchase.getByRole('link', { name: /regras da garantia estendida/ });
  await expect(rules).toHaveAttribute('href', '/garantia-estentida');
  await expect(rules).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('cross-sell').getByTestId('product-card')).toHaveCount(5);
});

test('the kit total follows the options chosen in each group', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/kit-home-office-demo'));
  const product = new ProductPage(page);
  const bundleTotal = page.getByTestId('bundle-total');
  await expect(bundleTotal).toHaveText(brl('R$ 219,90'));
  const keyboard = product.purchase.getByRole('group', { name: 'Teclado' });
  await expect(keyboard.getByRole('radio', { name: /Teclado Sem Fio Aurora Slim/ })).toBeChecked();
  await keyboard.getByRole('radio', { name: /Teclado Mecânico Nexus K1 ABNT2/ }).check();
  await expect(bundleTotal).toHaveText(brl('R$ 349,90'));
  await expect(product.total).toHaveText(brl('R$ 349,90'));
  await keyboard.getByRole('radio', { name: /Teclado Sem Fio Aurora Slim/ }).check();
  await expect(bundleTotal).toHaveText(brl('R$ 219,90'));
});

// Validation on submit only, its messages and the text kept are tested on the form itself
// (components/product/stock-alert-form.dom.test.tsx); here, the journey from the product page.
test('stock alert on an unavailable product: one message on submit, then saved @mobile', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost', '/mouse-sem-fio-demo-m1'));
  const product = new ProductPage(page);
  await expect(page.getByTestId('availability')).toHaveText('Indisponível');
  await expect(page.getByRole('button', { name: 'Comprar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Avise-me quando chegar' }).click();
  const dialog = product.stockAlertDialog;
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Nome' });
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  await email.fill('ana@');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Email inválido')).toBeVisible();

  await name.fill('Ana Souza');
  await email.fill('ana.souza@exemplo.com.br');
  await dialog.getByRole('checkbox', { name: /Quero receber ofertas/ }).check();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('E-mail de alerta para estoque do produto cadastrado com sucesso!'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('Outra Loja shows its own price and 3 interest-free installments', async ({ page }) => {
  await page.goto(storeUrl('outra.localhost', '/notebook-demo-pro-15'));
  const product = new ProductPage(page);
  await expect(product.priceBlock.getByTestId('final-price')).toHaveText(brl('R$ 6.499,00'));
  await expect(product.priceBlock.getByTestId('interest-free')).toHaveText(
    `ou 3x de ${brl('R$ 2.166,33')} sem juros`,
  );
  await product.priceBlock.getByText('Ver parcelas no cartão').click();
  const rows = product.priceBlock.getByTestId('installments-table').getByRole('row');
  await expect(rows).toHaveCount(12);
  await expect(rows.filter({ hasText: 'sem juros' })).toHaveCount(3);
});

test('product pages pass axe', async ({ page }) => {
  for (const path of ['/notebook-demo-pro-15', '/kit-home-office-demo', '/mouse-sem-fio-demo-m1']) {
    await page.goto(storeUrl('localhost', path));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations, path).toEqual([]);
  }
});

test('bad listing parameters give a normal page, never a 500', async ({ page }) => {
  for (const query of [
    'facet_filters=%7Bnot-json',
    `facet_filters=${encodeURIComponent('{"page":-1,"sort":"hack","attributes":"x"}')}`,
    `facet_filters=${encodeURIComponent('{"price":{"min":"a"}}')}`,
  ]) {
    const response = await page.goto(storeUrl('localhost', `/notebooks?${query}`));
    expect(response?.status(), query).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notebooks');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  }
  // A hand-typed state segment that is not in the normal form the proxy writes (ADR 0005) is a 404.
  const typed = await page.goto(storeUrl('localhost', '/notebooks/~f~eyJwYWdlIjoxfQ'));
  expect(typed?.status()).toBe(404);
  // Codes outside Latin-1 or absurd selections are dropped, not a 500.
  const odd = await page.goto(
    storeUrl(
      'localhost',
      `/notebooks?facet_filters=${encodeURIComponent(JSON.stringify({ attributes: { памяти: [1], memoria: Array.from({ length: 500 }, (_, i) => i + 1) } }))}`,
    ),
  );
  expect(odd?.status()).toBe(200);
  // A product lists nothing: its page with a filter state is the page without it.
  await page.goto(
    storeUrl(
      'localhost',
      `/notebook-demo-pro-15?facet_filters=${encodeURIComponent('{"page":2}')}`,
    ),
  );
  await expect(page).toHaveURL(storeUrl('localhost', '/notebook-demo-pro-15'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notebook Demo Pro 15');
  // The store's home is no listing either: a state segment typed onto it is not a page.
  const home = await page.goto(storeUrl('localhost', '/~f~eyJwYWdlIjoyfQ'));
  expect(home?.status()).toBe(404);
});

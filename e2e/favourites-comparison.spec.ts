import AxeBuilder from '@axe-core/playwright';
import { expect, storeUrl, test } from './fixtures';
import { PersonalLists, productId } from './personal.page';

const PRO = 'Notebook Demo Pro 15';
const GAMER = 'Notebook Demo Gamer X';
const MOUSE = 'Mouse Sem Fio Demo M1';

test('favourites: a heart on a card and on the product page, kept over a reload, listed on /wishlist and removed down to the empty state', async ({
  page,
}) => {
  const lists = new PersonalLists(page);
  const [pro, gamer] = [
    await productId(page, 'notebook-demo-pro-15'),
    await productId(page, 'notebook-demo-gamer-x'),
  ];
  await page.goto(storeUrl('localhost', '/notebooks'));
  await expect(lists.heart(PRO)).toHaveAttribute('aria-pressed', 'false');
  await lists.heart(PRO).click();
  await expect(lists.heart(PRO)).toHaveAttribute('aria-pressed', 'true');
  await expect(lists.message('Produto adicionado com sucesso')).toBeVisible();

  await page.goto(storeUrl('localhost', '/notebook-demo-gamer-x'));
  await lists.heart(GAMER).click();
  await expect(lists.heart(GAMER)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(lists.heart(GAMER)).toHaveAttribute('aria-pressed', 'true');
  expect(await lists.stored('favorites')).toEqual([gamer, pro]);

  await page.goto(storeUrl('localhost', '/notebooks'));
  await expect(lists.heart(PRO)).toHaveAttribute('aria-pressed', 'true');
  await expect(lists.heart(GAMER)).toHaveAttribute('aria-pressed', 'true');
  await expect(lists.heart('Notebook Demo Office ii5 8GB 256GB')).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.getByRole('navigation', { name: 'Atalhos da loja' }).getByLabel('Favoritos').click();
  await expect(page).toHaveURL(storeUrl('localhost', '/wishlist'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meus favoritos');
  await expect(page.getByText('2 produtos', { exact: true })).toBeVisible();
  await expect(lists.cardNames).toHaveText([GAMER, PRO]);

  await lists.heart(GAMER).click();
  await expect(lists.message('Produto removido dos favoritos')).toBeVisible();
  await expect(lists.cardNames).toHaveText([PRO]);
  await lists.heart(PRO).click();
  await expect(page.getByText('Você ainda não tem produtos favoritos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver notebooks' })).toHaveAttribute(
    'href',
    '/notebooks',
  );
  expect(await lists.stored('favorites')).toEqual([]);
  await page.reload();
  await expect(page.getByText('Você ainda não tem produtos favoritos.')).toBeVisible();
});

test('comparison: the bar appears from 2 products, a 5th is refused with the message, the choice survives a reload and the bar goes when it empties', async ({
  page,
}) => {
  const lists = new PersonalLists(page);
  await page.goto(storeUrl('localhost', '/notebooks'));
  const names = await lists.cardNames.allTextContents();
  const boxes = names.map((name) => lists.compareBox(name));
  await boxes[0]!.check();
  await expect(boxes[0]!).toBeChecked();
  await expect(lists.bar).toBeHidden();
  await boxes[1]!.check();
  await expect(lists.bar).toBeVisible();
  await expect(lists.bar).toContainText('2 de 4 produtos selecionados');
  await boxes[2]!.check();
  await boxes[3]!.check();
  await expect(lists.bar).toContainText('4 de 4 produtos selecionados');

  await boxes[4]!.click();
  await expect(lists.message('Você só pode comparar até 4 produtos')).toBeVisible();
  await expect(boxes[4]!).not.toBeChecked();
  const stored = await lists.stored<{ id: number; name: string }[]>('comparisonProducts');
  expect(stored!.map((i) => i.name)).toEqual(names.slice(0, 4));

  await page.reload();
  for (const box of boxes.slice(0, 4)) await expect(box).toBeChecked();
  await expect(boxes[4]!).not.toBeChecked();
  await expect(lists.bar.getByRole('listitem')).toHaveCount(4);

  // Closed, the bar stays away until the choice changes.
  await lists.bar.getByRole('button', { name: 'Fechar comparação' }).click();
  await expect(lists.bar).toBeHidden();
  await boxes[3]!.uncheck();
  await expect(lists.bar).toContainText('3 de 4 produtos selecionados');
  await lists.bar.getByRole('button', { name: `Remover ${names[2]} da comparação` }).click();
  await expect(boxes[2]!).not.toBeChecked();
  await boxes[1]!.uncheck();
  await expect(lists.bar).toBeHidden();
  await boxes[1]!.check();
  await lists.bar.getByRole('button', { name: 'Limpar' }).click();
  await expect(lists.bar).toBeHidden();
  for (const box of boxes) await expect(box).not.toBeChecked();
  expect(await lists.stored('comparisonProducts')).toEqual([]);
});

test('the compare page puts every attribute of the chosen products in one row, by group, with the differences marked', async ({
  page,
}) => {
  // Three product pages, the compare page, an axe scan and the removals: a long journey that
  // outlasts 30 s on a loaded CI machine.
  test.slow();
  const lists = new PersonalLists(page);
  for (const [url, name] of [
    ['notebook-demo-pro-15', PRO],
    ['notebook-demo-gamer-x', GAMER],
    ['mouse-sem-fio-demo-m1', MOUSE],
  ] as const) {
    await page.goto(storeUrl('localhost', `/${url}`));
    await lists.compareBox(name).check();
  }
  await lists.bar.getByRole('link', { name: 'Comparar produtos' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/comparacao-produtos'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparação de produtos');
  await expect(lists.bar).toBeHidden();

  const table = lists.table;
  await expect(table.getByRole('columnheader').locator('a')).toHaveText([PRO, GAMER, MOUSE]);
  await expect(table.locator('th[scope=colgroup]')).toHaveText([
    'Desempenho',
    'Tela e sistema',
    'Características gerais',
  ]);
  const cells = (row: string) => lists.row(row).getByRole('cell');
  await expect(cells('Processador')).toHaveText(['Intel Core i7', 'AMD Ryzen 7', 'Não informado']);
  await expect(cells('Memória')).toHaveText(['16 GB', '32 GB', 'Não informado']);
  await expect(cells('Sistema operacional')).toHaveText([
    'Windows 11 Home',
    'Windows 11 Home',
    'Não informado',
  ]);
  await expect(cells('Marca')).toHaveText(['Demo', 'Demo', 'Demo']);
  await expect(cells('Cor')).toHaveText(['Prata', 'Preto', 'Preto']);
  // Rows that differ say so to screen readers and are highlighted; equal rows are not.
  await expect(lists.row('Processador').getByRole('rowheader')).toHaveText(
    'Processador (diferente)',
  );
  await expect(lists.row('Cor')).toHaveClass('cmpt-diff');
  await expect(lists.row('Marca').getByRole('rowheader')).toHaveText('Marca');
  await expect(lists.row('Marca')).not.toHaveClass('cmpt-diff');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await table.getByRole('button', { name: `Remover ${MOUSE} da comparação` }).click();
  await expect(table.getByRole('columnheader').locator('a')).toHaveText([PRO, GAMER]);
  await expect(cells('Marca')).toHaveText(['Demo', 'Demo']);
  await expect(cells('Sistema operacional')).toHaveText(['Windows 11 Home', 'Windows 11 Home']);
  await expect(lists.row('Sistema operacional')).not.toHaveClass('cmpt-diff');
  await table.getByRole('button', { name: `Remover ${GAMER} da comparação` }).click();
  await expect(page.getByText('Escolha pelo menos mais um produto para comparar.')).toBeVisible();
  await table.getByRole('button', { name: `Remover ${PRO} da comparação` }).click();
  await expect(page.getByText('Nenhum produto selecionado para comparar.')).toBeVisible();
  expect(await lists.stored('comparisonProducts')).toEqual([]);
});

test('a logged-in shopper: the list is merged with the server on load, toggles go there, and a refused toggle is undone with the message', async ({
  page,
}) => {
  const lists = new PersonalLists(page);
  const [pro, gamer] = [
    await productId(page, 'notebook-demo-pro-15'),
    await productId(page, 'notebook-demo-gamer-x'),
  ];
  // A real session (the store checks the token on load); the favourites server is played here.
  const login = await page.request.post(storeUrl('localhost', '/api/customer/auth'), {
    data: { login: 'cliente@exemplo.com.br', password: 'Senha123' },
  });
  const { token } = ((await login.json()) as { content: { token: string } }).content;
  // This browser has Pro 15; the server (another device) has Gamer X.
  await page.addInitScript(
    ([id, accessToken]) => {
      if (window.localStorage.getItem('favorites') === null)
        window.localStorage.setItem('favorites', JSON.stringify([id]));
      window.localStorage.setItem('accessToken', String(accessToken));
    },
    [pro, token],
  );
  const server = { ids: [gamer], calls: [] as string[], fail: false };
  await page.route('**/api/customer/favorites**', async (route) => {
    const request = route.request();
    server.calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    expect(request.headers().authorization).toBe(`Bearer ${token}`);
    if (server.fail) return route.fulfill({ status: 500, json: { success: false, message: 'x' } });
    if (request.method() === 'PUT') {
      const { productIds } = request.postDataJSON() as { productIds: number[] };
      server.ids = [...productIds.filter((id) => !server.ids.includes(id)), ...server.ids];
    }
    if (request.method() === 'DELETE') {
      const id = Number(request.url().split('/').pop());
      server.ids = server.ids.filter((x) => x !== id);
    }
    return route.fulfill({ json: { success: true, content: { productIds: server.ids } } });
  });

  await page.goto(storeUrl('localhost', '/notebooks'));
  await expect(lists.heart(GAMER)).toHaveAttribute('aria-pressed', 'true');
  await expect(lists.heart(PRO)).toHaveAttribute('aria-pressed', 'true');
  expect(server.calls).toEqual(['GET /api/customer/favorites', 'PUT /api/customer/favorites']);
  expect(server.ids).toEqual([pro, gamer]);
  await expect.poll(() => lists.stored('favorites')).toEqual([pro, gamer]);

  await lists.heart(PRO).click();
  await expect(lists.message('Produto removido dos favoritos')).toBeVisible();
  expect(server.calls.at(-1)).toBe(`DELETE /api/customer/favorites/${pro}`);
  expect(server.ids).toEqual([gamer]);

  server.fail = true;
  await lists.heart(GAMER).click();
  await expect(
    lists.message('Ocorreu um erro ao tentar remover o produto dos favoritos'),
  ).toBeVisible();
  await expect(lists.heart(GAMER)).toHaveAttribute('aria-pressed', 'true');
  await lists.heart(PRO).click();
  await expect(lists.message('Ocorreu um erro ao adicionar o produto aos favoritos')).toBeVisible();
  await expect(lists.heart(PRO)).toHaveAttribute('aria-pressed', 'false');
  expect(await lists.stored('favorites')).toEqual([gamer]);
});

test('on a phone the compare table scrolls sideways inside its box with the attribute names kept in view @mobile', async ({
  page,
}) => {
  test.skip(page.viewportSize()!.width > 500, 'the phone layout');
  const lists = new PersonalLists(page);
  for (const [url, name] of [
    ['notebook-demo-pro-15', PRO],
    ['notebook-demo-gamer-x', GAMER],
    ['mouse-sem-fio-demo-m1', MOUSE],
  ] as const) {
    await page.goto(storeUrl('localhost', `/${url}`));
    await lists.compareBox(name).check();
  }
  await page.goto(storeUrl('localhost', '/comparacao-produtos'));
  const region = page.getByRole('region', { name: /Tabela de comparação/ });
  const name = lists.row('Processador').getByRole('rowheader');
  await expect(name).toBeVisible();
  // The three products' columns are drawn (the table fills in as the products load).
  await expect
    .poll(() => region.evaluate((el) => el.scrollWidth > el.clientWidth + 100), {
      message: 'the three columns are wider than the phone',
    })
    .toBe(true);
  const box = (await region.boundingBox())!;
  const before = (await name.boundingBox())!;
  // Two products show whole beside the names (feedback.spec.ts): the third scrolls in.
  await region.evaluate((el) => el.scrollBy({ left: 300 }));
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  const after = (await name.boundingBox())!;
  expect(after.x).toBeCloseTo(before.x, 0);
  expect(after.x).toBeLessThan(box.x + 4);
  // Only the table scrolls: the page itself never gets wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

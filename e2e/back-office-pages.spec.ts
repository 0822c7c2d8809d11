import type { Locator, Page } from '@playwright/test';
import { logInToBackOffice } from './back-office.page';
import { expect, hydrated, storeUrl, test } from './fixtures';

/**
 * The page builder (issue 30 item 1): a content operator builds a page from blocks, sees it at a
 * phone's width, is kept from publishing a block that is wrong, and schedules it; shoppers get a
 * 404 there until its time, then the page.
 */

const PAGE_URL = '/semana-do-notebook';

/** Adds a block of a kind at the end of the page; it is chosen, its form open. */
async function addBlock(page: Page, kind: string) {
  await page.getByLabel('Tipo de bloco').selectOption({ label: kind });
  await page.getByRole('button', { name: 'Adicionar bloco', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Editando: ${kind}` })).toBeVisible();
}

/** The chosen block's field, by its label (a required one ends in '*' and 'obrigatório'). */
const blockField = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: /^Editando: / })
    .getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*\\s*obrigatório)?$`));

/** The next whole minute at least 45 s away, as a datetime-local input takes it (browser time). */
async function nextMinute(page: Page): Promise<{ input: string; at: number }> {
  return page.evaluate(() => {
    const at = new Date(Date.now() + 45_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const two = (n: number) => String(n).padStart(2, '0');
    return {
      input: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`,
      at: at.getTime(),
    };
  });
}

test('a content operator builds /semana-do-notebook, previews it on a phone and schedules it; shoppers see it at its time', async ({
  browser,
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the editor is a desktop tool; its pages are in the phone matrix');
  test.setTimeout(240_000);
  const shopper = await browser.newPage();
  const before = await shopper.goto(storeUrl('localhost', PAGE_URL));
  expect(before?.status()).toBe(404);

  await logInToBackOffice(page, 'conteudo@exemplo.com.br');
  await page
    .getByRole('navigation', { name: 'Painel' })
    .getByRole('link', { name: 'Páginas' })
    .click();
  await page.getByRole('link', { name: 'Nova página' }).click();
  const create = page.getByTestId('new-page-form');
  await hydrated(create.getByRole('button', { name: 'Criar e editar' }));
  await create.getByLabel('Nome da página').fill('Semana do Notebook');
  await create.getByLabel('Endereço').fill(PAGE_URL);
  await create.getByRole('button', { name: 'Criar e editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Semana do Notebook' })).toBeVisible();
  await expect(page.getByTestId('page-status')).toHaveText('Não publicada');

  await addBlock(page, 'Carrossel de banners');
  await page.getByRole('button', { name: 'Adicionar Imagens' }).click();
  await blockField(page, 'Endereço (URL)').fill('/media/photos/banner-2.jpg');
  await blockField(page, 'Texto alternativo').fill('Semana do Notebook: até 30% off');
  await addBlock(page, 'Contagem regressiva');
  await blockField(page, 'Título').fill('A semana termina em');
  await blockField(page, 'Termina em').fill('2099-12-31');
  await addBlock(page, 'Grade de produtos');
  await blockField(page, 'Título').fill('Ofertas da semana');
  await addBlock(page, 'Formulário de contato');
  await blockField(page, 'Formulário (chave ou id)').fill('contato');
  await expect(page.getByTestId('save-state')).toHaveText('Rascunho salvo');

  // The grid says neither products nor a category: the page is not published, and the grid's
  // form tells why.
  await page.getByRole('button', { name: 'Publicar agora' }).click();
  await expect(
    page.getByText('A página tem blocos com erros; corrija-os antes de publicar.'),
  ).toBeVisible();
  const outline = page.getByRole('group', { name: 'Blocos' });
  const grid = outline.getByRole('button', { name: /^Grade de produtos · Ofertas da semana/ });
  await expect(grid).toContainText('com erros');
  await grid.click();
  await expect(page.getByText('Informe os produtos ou uma categoria.')).toBeVisible();
  await blockField(page, 'Categoria (endereço)').fill('notebooks');
  await expect(page.getByTestId('save-state')).toHaveText('Rascunho salvo');
  await expect(grid).not.toContainText('com erros');

  // Reordered from the keyboard: the form goes up above the grid, focus following it.
  const moveUp = outline.getByRole('button', { name: /^Subir: Formulário de contato/ });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(outline.locator('[data-action="select"]').nth(2)).toContainText(
    'Formulário de contato',
  );
  await expect(
    outline.getByRole('button', { name: /^Subir: Formulário de contato/ }),
  ).toBeFocused();
  await expect(page.getByText('Formulário de contato agora está na posição 3.')).toBeAttached();
  await expect(page.getByTestId('save-state')).toHaveText('Rascunho salvo');

  // The phone's preview: the storefront's own blocks at 390 px.
  await page.getByRole('button', { name: 'Celular · 390 px' }).click();
  const frame = page.locator('iframe[data-device="phone"]');
  await expect(frame).toHaveAttribute('width', '390');
  const preview = page.frameLocator('iframe[data-device="phone"]');
  await expect(
    preview.getByRole('heading', { level: 1, name: 'Semana do Notebook' }),
  ).toBeVisible();
  await expect(preview.getByText('A semana termina em')).toBeVisible();
  await expect(preview.getByTestId('product-grid')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Enviar' })).toBeVisible();

  // Scheduled for the next minute: still a 404 for shoppers until then.
  const { input, at } = await nextMinute(page);
  await page.getByLabel('Publicar em').fill(input);
  await page.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText(/^Publicação agendada para /)).toBeVisible();
  await expect(page.getByTestId('page-status')).toHaveText('Agendada');
  expect((await shopper.goto(storeUrl('localhost', PAGE_URL)))?.status()).toBe(404);
  expect(Date.now()).toBeLessThan(at);

  await expect
    .poll(async () => (await shopper.goto(storeUrl('localhost', PAGE_URL)))?.status(), {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'Semana do Notebook' }),
  ).toBeVisible();
  await expect(shopper.getByRole('img', { name: 'Semana do Notebook: até 30% off' })).toBeVisible();
  await expect(shopper.getByText('A semana termina em')).toBeVisible();
  await expect(shopper.getByTestId('product-grid')).toBeVisible();
  // In the order the editor left: the contact form above the grid.
  const form = shopper.getByRole('button', { name: 'Enviar' });
  await expect(form).toBeVisible();
  const formTop = (await form.boundingBox())!.y;
  const gridTop = (await shopper.getByTestId('product-grid').boundingBox())!.y;
  expect(formTop).toBeLessThan(gridTop);
  await shopper.close();

  // The editor learns it went live: the history holds its publication.
  await page.reload();
  await expect(page.getByTestId('page-status')).toHaveText('Publicada');
  await page.getByText('Histórico de publicações').click();
  await expect(page.getByTestId('page-history')).toContainText('conteudo@exemplo.com.br');
});

test("the home's hero edited in English: an English shopper sees it, a Portuguese one keeps the Portuguese", async ({
  browser,
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the editor is a desktop tool');
  const english = 'Notebooks up to 30% off';
  const portuguese = 'Notebooks com até 30% off';
  await logInToBackOffice(page, 'conteudo@exemplo.com.br');
  await page.goto(storeUrl('localhost', '/admin/paginas'));
  await page.getByRole('link', { name: 'Editar: Página inicial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Página inicial' })).toBeVisible();
  await hydrated(page.getByRole('button', { name: 'English' }));
  await page.getByRole('button', { name: 'English' }).click();
  await page
    .getByRole('group', { name: 'Blocos' })
    .getByRole('button', { name: /^Carrossel de banners · Black Friday/ })
    .click();
  // The Portuguese shows as each English field's placeholder; the list keeps its three slides.
  const subtitle = blockField(page, 'Subtítulo').first();
  await expect(subtitle).toHaveAttribute('placeholder', portuguese);
  await expect(page.getByRole('button', { name: /^Adicionar Imagens/ })).toHaveCount(0);
  await subtitle.fill(english);
  await expect(page.getByTestId('save-state')).toHaveText('Rascunho salvo');
  // The preview shows the page in the language being edited.
  await expect(page.locator('iframe[data-device="desktop"]')).toHaveAttribute('src', /idioma=en/);
  await expect(
    page.frameLocator('iframe[data-device="desktop"]').getByText(english).first(),
  ).toBeAttached();
  await page.getByRole('button', { name: 'Publicar agora' }).click();
  await expect(page.getByText('Página publicada.')).toBeVisible();

  const englishShopper = await browser.newContext();
  await englishShopper.addCookies([
    { name: 'NEXT_LOCALE', value: 'en', domain: 'localhost', path: '/', sameSite: 'Lax' },
  ]);
  const inEnglish = await englishShopper.newPage();
  await inEnglish.goto(storeUrl('localhost', '/'));
  await expect(inEnglish.getByText(english).first()).toBeVisible();
  await expect(inEnglish.getByText(portuguese)).toHaveCount(0);
  await englishShopper.close();

  const inPortuguese = await browser.newPage();
  await inPortuguese.goto(storeUrl('localhost', '/'));
  await expect(inPortuguese.getByText(portuguese).first()).toBeVisible();
  await expect(inPortuguese.getByText(english)).toHaveCount(0);
  await inPortuguese.close();
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, storeUrl, test } from './fixtures';

/** The page-builder blocks on the demo's content pages (lib/server/db/seed/block-pages.ts). */
const presentation = storeUrl('localhost', '/apresentacao-do-produto');
const styleGuide = storeUrl('localhost', '/style-guide');

const spin = (page: Page) => page.getByRole('slider', { name: 'Notebook Demo Pro 15 em 360°' });
const divider = (page: Page) =>
  page.getByRole('slider', { name: 'Comparar a tela HD com a tela OLED 2.8K' });

/** Uncaught errors and console errors (hydration mismatches among them) while on the page. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // The YouTube frame of the style guide cannot load here (no network).
    if (m.type() === 'error' && !/Failed to load resource|youtube/i.test(m.text()))
      errors.push(m.text());
  });
  return errors;
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('main')
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('the product presentation has its title and heading, without errors', async ({ page }) => {
  const errors = pageErrors(page);
  const response = await page.goto(presentation);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Apresentação do produto/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apresentação do produto');
  await expect(page.getByRole('heading', { level: 2, name: 'Notebook Demo Pro 15' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar o Notebook Demo Pro 15' })).toHaveAttribute(
    'href',
    '/notebook-demo-pro-15',
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the product presentation as the server sends it, before it hydrates, passes axe', async ({
  page,
}) => {
  // What a shopper has until the blocks hydrate: axe ran there by chance in the test above, and
  // found the tabs' focus sentinel, a focusable button inside aria-hidden. The page's code is
  // held back, so nothing hydrates.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(presentation);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apresentação do produto');
  expect(await axeViolations(page)).toEqual([]);
});

test('the 360 image turns with the arrow keys and by dragging; its frames preload', async ({
  page,
}) => {
  const lastFrame = page.waitForRequest(/\/media\/notebook-360-24\.svg$/);
  await page.goto(presentation);
  const view = spin(page);
  await expect(view).toHaveAttribute('aria-valuenow', '1');
  await expect(
    page.getByText('Arraste para os lados ou use as setas do teclado para girar.'),
  ).toBeVisible();
  // The other frames are fetched once the view is near, before anyone turns it.
  await lastFrame;

  await view.focus();
  await page.keyboard.press('ArrowRight');
  await expect(view).toHaveAttribute('aria-valuenow', '2');
  await expect(view).toHaveAttribute('aria-valuetext', 'Ângulo 2 de 24');
  await expect(view.locator('img')).toHaveAttribute('src', '/media/notebook-360-02.svg');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(view).toHaveAttribute('aria-valuenow', '24');
  await expect(view.locator('img')).toHaveAttribute('src', '/media/notebook-360-24.svg');
  await page.keyboard.press('Home');
  await expect(view).toHaveAttribute('aria-valuenow', '1');

  // A full turn across the image's width: a quarter of it is 6 of 24 frames.
  const box = (await view.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.75, y, { steps: 8 });
  await page.mouse.up();
  await expect(view).toHaveAttribute('aria-valuenow', '7');
  await expect(view.locator('img')).toHaveAttribute('src', '/media/notebook-360-07.svg');
});

test('the comparison handle moves with the keyboard and the pointer', async ({ page }) => {
  await page.goto(presentation);
  const handle = divider(page);
  const before = page.getByRole('img', { name: 'Paisagem numa tela HD comum' });
  await expect(handle).toHaveAttribute('aria-valuenow', '50');
  await hydrated(handle);

  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '51');
  await page.keyboard.press('PageDown');
  await expect(handle).toHaveAttribute('aria-valuenow', '41');
  await page.keyboard.press('End');
  await expect(handle).toHaveAttribute('aria-valuenow', '100');
  await expect(before).toHaveCSS('clip-path', 'inset(0px 0% 0px 0px)');
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '0');

  const box = (await page.getByTestId('image-comparison').boundingBox())!;
  const y = box.y + box.height * 0.8;
  await page.mouse.click(box.x + box.width * 0.25, y);
  await expect(handle).toHaveAttribute('aria-valuenow', '25');
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 6 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '80');
  await expect(before).toHaveCSS('clip-path', 'inset(0px 20% 0px 0px)');
  await expect(handle).toBeFocused();
});

test('tabs switch with the arrows, Home and End, one tab stop', async ({ page }) => {
  await page.goto(presentation);
  const list = page.getByRole('tablist', { name: 'Detalhes do Notebook Demo Pro 15' });
  const tab = (name: string) => list.getByRole('tab', { name });
  await expect(tab('Especificações')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Especificações' })).toContainText(
    '16 GB de memória DDR5',
  );
  await hydrated(tab('Especificações'));

  await tab('Especificações').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Na caixa')).toBeFocused();
  await expect(tab('Na caixa')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Especificações')).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('tabpanel', { name: 'Na caixa' })).toContainText(
    'Carregador USB-C de 65 W',
  );
  await expect(page.getByText('16 GB de memória DDR5')).toBeHidden();
  await page.keyboard.press('End');
  await expect(tab('Garantia')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Especificações')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Garantia')).toBeFocused();
  // Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Garantia' })).toBeFocused();
});

test('the panorama pans with the keys and a mouse drag', async ({ page }) => {
  await page.goto(presentation);
  const region = page.getByRole('region', {
    name: 'Imagem panorâmica: Pôr do sol sobre a cidade, o lago e as montanhas',
  });
  const scrollLeft = () => region.evaluate((el) => el.scrollLeft);
  await hydrated(region);
  await region.focus();
  const end = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(end).toBeGreaterThan(300);
  await page.keyboard.press('End');
  await expect.poll(scrollLeft).toBe(end);
  await page.keyboard.press('Home');
  await expect.poll(scrollLeft).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(scrollLeft).toBeGreaterThan(100);

  await page.keyboard.press('Home');
  await expect.poll(scrollLeft).toBe(0);
  // Dragging 200 px to the left shows 200 px more of the right.
  const box = (await region.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 200, y, { steps: 5 });
  await page.mouse.up();
  expect(await scrollLeft()).toBe(200);
});

test('the video box plays the store video in a dialog; closing it stops it', async ({ page }) => {
  await page.goto(presentation);
  const play = page.getByRole('button', {
    name: 'Assistir ao vídeo: Notebook Demo Pro 15 em ação',
  });
  await hydrated(play);
  await play.click();
  const dialog = page.getByRole('dialog', { name: 'Notebook Demo Pro 15 em ação' });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('src', '/media/notebook-demo.webm');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
  await expect(dialog.getByRole('button', { name: 'Fechar vídeo' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('video')).toHaveCount(0);
});

test('the blocks keep their server-rendered elements when the page comes alive @mobile', async ({
  page,
}) => {
  // The blocks' elements as the server's HTML made them, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverBlocks: Element[] }).serverBlocks = [
        ...document.querySelectorAll('main [data-testid]'),
      ];
    });
  });
  await page.goto(presentation);
  for (const id of ['image-360', 'image-comparison', 'tabs', 'panorama', 'video-box'])
    await hydrated(page.getByTestId(id).first());
  // React keeps hydrated HTML; a block rendered again in the browser (a lazy boundary that got an
  // update before its code arrived) would have replaced its element, under a shopper's finger.
  const replaced = await page.evaluate(() =>
    (window as unknown as { serverBlocks: Element[] }).serverBlocks
      .filter((el) => !el.isConnected)
      .map((el) => el.getAttribute('data-testid')),
  );
  const kept = await page.evaluate(
    () => (window as unknown as { serverBlocks: Element[] }).serverBlocks.length,
  );
  expect(kept).toBeGreaterThan(3);
  expect(replaced).toEqual([]);
});

test('the product presentation fits a phone and turns the 360 by touch @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone with a touch screen');
  await page.goto(presentation);
  const view = spin(page);
  await hydrated(view);
  await view.scrollIntoViewIfNeeded();
  await expect(view).toBeVisible();
  // A real finger, through Chromium's input pipeline (touch-action lets a sideways move through).
  const box = (await view.boundingBox())!;
  const y = Math.round(box.y + box.height / 2);
  const x = Math.round(box.x + 10);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dx: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: x + dx, y }],
    });
  await touch('touchStart', 0);
  for (let step = 1; step <= 10; step++) await touch('touchMove', (box.width / 2) * (step / 10));
  await touch('touchEnd', 0);
  await expect(view).toHaveAttribute('aria-valuenow', '13');
  // Nothing wider than the screen but the panorama, which scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const panorama = page.getByTestId('panorama');
  expect(await panorama.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test('the style guide shows every block and its controls work', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto(styleGuide);
  await expect(page).toHaveTitle(/Guia de estilo/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guia de estilo');
  for (const [id, count] of [
    ['banner-slider', 1],
    ['custom-banner-slider', 1],
    ['video', 2],
    ['video-box', 2],
    ['image-360', 1],
    ['panorama', 1],
    ['image-comparison', 1],
    ['tabs', 1],
    ['iframe', 1],
    ['product-slider', 1],
  ] as const)
    await expect(page.getByTestId(id), id).toHaveCount(count);

  // The allow-listed frame is sandboxed and lazy; the YouTube video is only a poster until play.
  const frame = page.getByTestId('iframe').locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  const youtube = page.getByTestId('video').nth(1);
  await expect(youtube.locator('iframe')).toHaveCount(0);
  // The poster plays once the page's script runs (before, a click on it does nothing).
  const play = youtube.getByRole('button', { name: 'Assistir ao vídeo: Big Buck Bunny (YouTube)' });
  await hydrated(play);
  await play.click();
  await expect(youtube.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&autoplay=1',
  );
  await expect(page.getByTestId('video').first().locator('video')).toHaveAttribute(
    'preload',
    'none',
  );

  // The custom slider: slide 1 shows its texts and three pictures; the controls move it.
  const custom = page.getByRole('region', { name: 'Lançamentos' });
  const first = custom.getByRole('group', { name: '1 de 2' });
  await expect(first.getByText('Tela OLED 2.8K e 16 GB de memória')).toBeVisible();
  await expect(first.getByRole('link', { name: 'Conhecer' })).toHaveAttribute(
    'href',
    '/notebook-demo-pro-15',
  );
  await expect(first.locator('img')).toHaveCount(4);
  await custom.getByRole('button', { name: 'Próximo banner' }).press('Enter');
  await expect(custom.getByRole('button', { name: 'Ir para o banner 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(
    custom.getByRole('group', { name: '2 de 2' }).getByRole('link', { name: 'Ver acessórios' }),
  ).toBeVisible();
  await expect(custom.getByRole('button', { name: 'Pausar banners' })).toHaveCount(0);

  // Accordion: native disclosure, by keyboard.
  const question = page.getByText('Posso pagar com Pix?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sim, com 10% de desconto e aprovação imediata.')).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

import type { Locator, Page } from '@playwright/test';
import { expect, registerShopper, storeUrl, test } from './fixtures';
import { Cart } from './cart.page';
import { Checkout, TEST_CARDS } from './checkout.page';
import { PersonalLists } from './personal.page';

const isPhone = (page: Page) => page.viewportSize()!.width < 500;

/** The element the shopper sees (and would tap) at each of a few points inside `target`. */
async function topmostInside(target: Locator): Promise<boolean[]> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points: [number, number][] = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 8, r.top + r.height / 2],
      [r.right - 8, r.top + r.height / 2],
    ];
    return points.map(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && el.contains(hit);
    });
  });
}

test('the add-to-cart snackbar shows above the open cart drawer, and its close button works @mobile', async ({
  page,
}) => {
  const cart = new Cart(page);
  await cart.buyFromProductPage('/ssd-demo-1tb');
  const snack = cart.snackbar('Produto adicionado no seu carrinho');
  await expect(snack).toBeVisible();
  await page.screenshot({
    path: `/tmp/feedback-drawer-${isPhone(page) ? 'phone' : 'desktop'}.png`,
  });
  expect(await topmostInside(snack)).toEqual([true, true, true]);
  // Above the drawer and not inert under it: the shopper can close it.
  await snack.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(snack).toBeHidden();
  await expect(cart.drawer).toBeVisible();
});

test("a coupon accepted after a refused one: 'Cupom adicionado com sucesso' replaces 'Cupom inválido ou expirado'", async ({
  page,
}) => {
  const cart = new Cart(page);
  await page.goto(storeUrl('localhost', '/ssd-demo-1tb'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(cart.line('SSD Demo 1TB')).toBeVisible();
  await cart.applyCoupon('NAOEXISTE');
  await expect(cart.snackbar('Cupom inválido ou expirado')).toBeVisible();
  await cart.view.getByPlaceholder('Código do cupom').fill('DESCONTO10');
  await cart.view.getByRole('button', { name: 'Aplicar' }).click();
  await expect(cart.snackbar('Cupom adicionado com sucesso')).toBeVisible();
  // At once, not once the error's own time is up (5 s).
  expect(await cart.snackbar('Cupom inválido ou expirado').count()).toBe(0);
});

test('on a phone the comparison shows two whole products beside the attribute names @mobile', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the phone layout');
  const lists = new PersonalLists(page);
  for (const [url, name] of [
    ['notebook-demo-pro-15', 'Notebook Demo Pro 15'],
    ['notebook-demo-gamer-x', 'Notebook Demo Gamer X'],
  ] as const) {
    await page.goto(storeUrl('localhost', `/${url}`));
    await lists.compareBox(name).check();
  }
  await page.goto(storeUrl('localhost', '/comparacao-produtos'));
  const region = page.getByRole('region', { name: /Tabela de comparação/ });
  const columns = lists.table.locator('thead th');
  await expect(columns).toHaveCount(2);
  await page.screenshot({ path: '/tmp/feedback-compare-phone.png', fullPage: false });
  const box = (await region.boundingBox())!;
  for (const column of await columns.all()) {
    const c = (await column.boundingBox())!;
    expect(c.x, 'the column starts inside the table box').toBeGreaterThanOrEqual(box.x);
    expect(c.x + c.width, 'the column ends inside the table box').toBeLessThanOrEqual(
      box.x + box.width + 0.5,
    );
  }
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('the price filter shows its placeholders whole @mobile', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/notebooks'));
  if (isPhone(page)) await page.getByRole('button', { name: /^Filtrar por/ }).click();
  const inputs = [page.getByLabel('Mínimo'), page.getByLabel('Máximo')];
  for (const input of inputs) await expect(input).toHaveAttribute('placeholder', /\d/);
  await inputs[0]!.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/feedback-price-${isPhone(page) ? 'phone' : 'desktop'}.png` });
  for (const input of inputs) {
    // The placeholder's text, drawn in the input's own font, against the room inside the box.
    const fits = await input.evaluate((el: HTMLInputElement) => {
      const probe = el.cloneNode() as HTMLInputElement;
      probe.removeAttribute('id');
      probe.value = el.placeholder;
      el.after(probe);
      const result = { scroll: probe.scrollWidth, client: probe.clientWidth };
      probe.remove();
      return result;
    });
    expect(fits.scroll, `placeholder of ${await input.getAttribute('id')}`).toBeLessThanOrEqual(
      fits.client,
    );
  }
});

test('on a phone the floating WhatsApp button leaves the login’s Facebook button free @mobile', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the phone layout');
  await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
  const facebook = page.getByRole('main').getByRole('button', { name: 'Entrar com Facebook' });
  await expect(facebook).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' });
  await page.screenshot({ path: '/tmp/feedback-login-phone.png' });
  // Wherever the page is scrolled, the two never cover each other.
  const height = page.viewportSize()!.height;
  for (const align of ['end', 'center', 'start'] as const) {
    await facebook.evaluate((el, block) => el.scrollIntoView({ block }), align);
    const f = (await facebook.boundingBox())!;
    if (f.y < 0 || f.y + f.height > height) continue;
    if (!(await whatsapp.isVisible())) continue;
    const w = (await whatsapp.boundingBox())!;
    const overlaps =
      w.x < f.x + f.width && f.x < w.x + w.width && w.y < f.y + f.height && f.y < w.y + w.height;
    expect(overlaps, `scrolled to ${align}`).toBe(false);
  }
  // The chat is still there, at the end of the page.
  await whatsapp.scrollIntoViewIfNeeded();
  await expect(whatsapp).toBeInViewport();
  await page.screenshot({ path: '/tmp/feedback-login-phone-end.png' });
});

test("the card's refusal stays on the checkout: it does not follow the shopper to the order placed next", async ({
  page,
}) => {
  // A customer of this test's own, with one address (the seeded ones' carts are other journeys').
  const email = await registerShopper(page, { name: 'Cliente Recusa' });

  const checkout = new Checkout(page);
  // Not the SSD: its stock of 5 is for the journeys that buy it (portal, account).
  await checkout.logInAndBuy(email, 'Senha123', 'mouse-sem-fio-aurora-silent');
  await checkout.confirmEmail(email);
  await checkout.choose('Cartão de Crédito');
  await checkout.fillCard(TEST_CARDS.decline, 1);
  await checkout.place();
  const refusal = 'Pagamento recusado pelo emissor do cartão.';
  await expect(page.getByTestId('checkout-payment-error')).toContainText(refusal);
  // Told in a snackbar too (besides the payment step's own message).
  await expect(page.getByText(refusal)).toHaveCount(2);
  await checkout.fillCard(TEST_CARDS.approve, 1);
  await checkout.place();
  await checkout.placedNumber();
  await expect(page.getByTestId('order-status')).toHaveText('Aprovado');
  // At once, not once the refusal's own time is up (5 s).
  expect(await page.getByText(refusal).count()).toBe(0);
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerShopper, storeUrl, test } from './fixtures';
import { flatMessages, messageParts, type MessageTree } from '../test/message-texts';

// Issue 25 item 7: a shopper who chose English sees no Portuguese text the code owns on the
// product page, the cart and the checkout. What the store wrote (product texts, its header
// message, shipping method names, add-on names) may stay in its language.

const messages = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as MessageTree;
const [en, pt] = [messages('en'), messages('pt')];

const enValues = new Map(flatMessages(en));
const allEnglish = [...enValues.values()].join('\n');
/** The Portuguese pieces of every message whose English differs, long enough to mean words. */
const portuguese = [
  ...new Set(
    flatMessages(pt)
      .filter(([key, value]) => enValues.get(key) !== value)
      .flatMap(([, value]) => messageParts(value))
      .map((piece) => piece.trim().replace(/^[\s.,:;!?()·/—-]+|[\s.,:;!?()·/—-]+$/g, ''))
      .filter((piece) => piece.length >= 6 && /\p{L}/u.test(piece) && !allEnglish.includes(piece)),
  ),
];

/** Every string in an API answer (HTML split into its text), except what the code composes. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string')
    out.push(
      ...value
        .split(/<[^>]*>/)
        .map((s) => s.trim())
        .filter((s) => s.length >= 3),
    );
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) if (key !== 'deliveryTime') strings(v, out);
  return out;
}

/** What the store wrote, from its own API: its data, the product, cross-sells, shipping methods. */
async function storeTexts(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const get = async (path: string) =>
    ((await (await request.get(storeUrl('localhost', path))).json()) as { content: unknown })
      .content;
  const texts = [
    ...strings(await get('/api/company')),
    ...strings(await get('/api/catalog/category')),
  ];
  for (const url of urls) {
    const route = (await get(`/api/router?url=${url}`)) as { content: { id: number } };
    texts.push(...strings(route));
    texts.push(...strings(await get(`/api/catalog/product/${route.content.id}/crossSellProducts`)));
    texts.push(
      ...strings(
        await get(
          `/api/shipping/quote?zipcode=01310-100&products[0][product]=${route.content.id}&products[0][quantity]=1`,
        ),
      ),
    );
  }
  return texts.sort((a, b) => b.length - a.length);
}

/** The Portuguese pieces of the code's messages on the page, once the store's texts are taken out. */
async function portugueseOn(page: Page, store: string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  const attributes = await page
    .locator('[placeholder], [aria-label], [title]')
    .evaluateAll((els) =>
      els.map((el) =>
        ['placeholder', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? '').join('\n'),
      ),
    );
  text = [text, ...attributes].join('\n');
  for (const s of store) text = text.split(s).join('\n');
  return portuguese.filter((piece) => text.includes(piece));
}

test('the product page, cart and checkout in English show no Portuguese text of the code', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'NEXT_LOCALE', value: 'en', domain: 'localhost', path: '/', sameSite: 'Lax' },
  ]);
  const store = await storeTexts(page.request, ['notebook-demo-pro-15', 'notebook-demo-gamer-x']);
  const main = page.getByRole('main');

  // A shopper of their own: the other journeys' carts (the demo customer's) stay apart.
  const email = await registerShopper(page);
  await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
  await main.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill('Senha123');
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeAttached();

  // A made-to-order notebook: its delivery term adds the production time.
  await page.goto(storeUrl('localhost', '/notebook-demo-gamer-x'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  expect(await portugueseOn(page, store)).toEqual([]);
  await expect(page.getByTestId('delivery-term')).toHaveText(
    'Delivery time: 10 to 15 business days after payment is confirmed',
  );

  await page.goto(storeUrl('localhost', '/notebook-demo-pro-15'));
  await expect(page.getByTestId('delivery-term')).toHaveText(
    'Delivery time: 05 to 10 business days after payment is confirmed',
  );
  await expect(page.getByTestId('buy')).toBeEnabled();
  expect(await portugueseOn(page, store)).toEqual([]);
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  expect(await portugueseOn(page, store)).toEqual([]);

  await page.goto(storeUrl('localhost', '/onestepcheckout/carrinho'));
  await expect(main.getByRole('heading', { name: 'Shopping cart' }).first()).toBeVisible();
  expect(await portugueseOn(page, store)).toEqual([]);

  await page.goto(storeUrl('localhost', '/onestepcheckout'));
  await expect(page.getByTestId('checkout-total')).not.toHaveText('—');
  await expect(main.getByText('05 to 10 business days').first()).toBeVisible();
  expect(await portugueseOn(page, store)).toEqual([]);

  // A card the sandbox's issuer declines: the refusal is in English too.
  await main.getByLabel('Confirm your e-mail').fill(email);
  await main.getByRole('radio', { name: 'Credit card' }).check();
  await main.getByLabel('Card number').fill('4000000000000002');
  await main.getByLabel('Name on the card').fill('MARIA TESTE');
  await main.getByLabel('Month').selectOption('12');
  await main.getByLabel('Year').selectOption(String(new Date().getFullYear() + 3));
  await main.getByLabel('Security code').fill('123');
  await main.getByLabel('Installments').selectOption('1');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('checkout-payment-error')).toHaveText(
    'Payment declined by the card issuer. Use another card or another payment method.',
  );
  expect(await portugueseOn(page, store)).toEqual([]);
});

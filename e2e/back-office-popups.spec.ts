import type { Browser, BrowserContext, Page } from '@playwright/test';
import { logInToBackOffice } from './back-office.page';
import { expect, hydrated, landOn, storeUrl, test, withoutStoreDefaults } from './fixtures';

/**
 * The pop-ups in the back-office (issue 30 item 3): a content operator writes an entry pop-up
 * for some pages and shoppers not logged in, with an English title, previews it as each shopper
 * would get it, and saves it; a shopper sees it on those pages only, an English one in English;
 * deleted, it is gone.
 */

const NAME = 'Semana dos acessórios';

/** A first-time shopper's tab (the real pop-ups) who has seen every pop-up but ours. */
async function shopper(
  browser: Browser,
  locale?: 'en',
): Promise<{ page: Page; ctx: BrowserContext }> {
  const ctx = await browser.newContext();
  await withoutStoreDefaults(ctx);
  if (locale)
    await ctx.addCookies([
      { name: 'NEXT_LOCALE', value: locale, domain: 'localhost', path: '/', sameSite: 'Lax' },
    ]);
  const page = await ctx.newPage();
  const res = await page.request.get(storeUrl('127.0.0.1', '/api/content'), {
    headers: { host: new URL(storeUrl('localhost')).host },
  });
  const others = (
    (await res.json()) as { content: { id: number; type: string; json: { title?: string } }[] }
  ).content.filter((p) => p.json.title !== NAME && p.json.title !== 'Accessories week');
  await page.addInitScript(
    (keys) => keys.forEach((key) => localStorage.setItem(key, '1')),
    others.map((p) => `${p.type}-${p.id}`),
  );
  return { page, ctx };
}

test('a content operator writes an entry pop-up for some pages, previews it in both languages, and shoppers get it there', async ({
  browser,
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the back-office form is a desktop tool; its pages are in the phone matrix');
  test.setTimeout(120_000);
  await logInToBackOffice(page, 'conteudo@exemplo.com.br');
  await page
    .getByRole('navigation', { name: 'Painel' })
    .getByRole('link', { name: 'Pop-ups' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pop-ups' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo pop-up' }).click();
  const form = page.getByTestId('popup-form');
  await hydrated(form.getByRole('button', { name: 'Criar pop-up' }));

  await form.getByLabel('Nome').fill(NAME);
  await form.getByLabel('Tipo').selectOption({ label: 'Entrada' });
  await form.getByLabel('Quem não entrou na conta').check();
  // A page without its slash is told on the field, and nothing is created.
  await form.getByLabel('Páginas').fill('acessorios/*');
  await form.getByLabel('Título').first().fill(NAME);
  await form
    .getByLabel('Texto (HTML)')
    .first()
    .fill('<p>Mouses e teclados com <strong>20% off</strong></p><img src=x onerror="alert(1)">');
  await form.getByLabel('Link').first().fill('/acessorios');
  await form.getByLabel('Texto do botão').first().fill('Ver acessórios');
  await form.getByRole('button', { name: 'Criar pop-up' }).click();
  await expect(
    form.getByText(
      'acessorios/*: Use caminhos da loja que comecem com /, como /notebooks, ou /notebooks/* para a seção inteira.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pop-ups\?novo=1$/);
  await form.getByLabel('Páginas').fill('/acessorios/*');

  // English: only the title; the rest shows in Portuguese.
  await form.getByText('Em inglês (opcional)').click();
  await form.getByLabel('Título').nth(1).fill('Accessories week');

  // The preview is the storefront's own dialog, with what the server would answer a shopper.
  await form.getByRole('button', { name: 'Pré-visualizar', exact: true }).click();
  const preview = page.getByRole('dialog', { name: NAME });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('20% off')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Ver acessórios' })).toHaveAttribute(
    'href',
    '/acessorios',
  );
  expect(await preview.locator('[onerror]').count()).toBe(0);
  await page.screenshot({ path: 'test-results/popup-preview.png' });
  await preview.getByRole('button', { name: 'Fechar' }).click();
  await expect(preview).toBeHidden();
  await form.getByRole('button', { name: 'Pré-visualizar em inglês' }).click();
  const english = page.getByRole('dialog', { name: 'Accessories week' });
  await expect(english.getByText('20% off')).toBeVisible();
  await page.keyboard.press('Escape');

  await form.getByRole('button', { name: 'Criar pop-up' }).click();
  await expect(page.getByText('Pop-up criado.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pop-ups\?editar=\d+$/);
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('Quem não entrou na conta');
  await expect(row).toContainText('/acessorios/*');
  await expect(row).toContainText('No ar');

  // A shopper: nothing on the landing page nor on a page not listed; on a listed one, it opens.
  const pt = await shopper(browser);
  await landOn(pt.page, storeUrl('localhost', '/'));
  await pt.page.goto(storeUrl('localhost', '/notebooks'));
  await pt.page.waitForLoadState('networkidle');
  await expect(pt.page.getByRole('dialog')).toHaveCount(0);
  await pt.page.goto(storeUrl('localhost', '/acessorios'));
  const shown = pt.page.getByRole('dialog', { name: NAME });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('link', { name: 'Ver acessórios' })).toBeVisible();
  await pt.ctx.close();

  // An English shopper gets the English title over the Portuguese rest.
  const en = await shopper(browser, 'en');
  await landOn(en.page, storeUrl('localhost', '/'));
  await en.page.goto(storeUrl('localhost', '/acessorios'));
  const inEnglish = en.page.getByRole('dialog', { name: 'Accessories week' });
  await expect(inEnglish).toBeVisible();
  await expect(inEnglish.getByText('20% off')).toBeVisible();
  await en.ctx.close();

  // Deleted after a confirmation: gone from the list and from the store.
  await form.getByRole('button', { name: `Excluir o pop-up ${NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: `Excluir o pop-up ${NAME}` });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Pop-up excluído.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toHaveCount(0);
  const after = await shopper(browser);
  await landOn(after.page, storeUrl('localhost', '/'));
  await after.page.goto(storeUrl('localhost', '/acessorios'));
  await after.page.waitForLoadState('networkidle');
  await expect(after.page.getByRole('dialog')).toHaveCount(0);
  await after.ctx.close();
});

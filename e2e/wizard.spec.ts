import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';
import { WizardPage } from './wizard.page';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the wizard asks one question per step and ranks real notebooks @mobile', async ({ page }) => {
  // A whole journey of several page loads: more than the default 30 s on a busy machine.
  test.slow();
  const wizard = new WizardPage(page);
  const response = await page.goto(storeUrl('localhost', '/wizard'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Assistente de escolha de notebook | Loja Demo');
  // Scoped to main: while the page streams in, a hidden copy of it may stand outside.
  await expect(page.getByRole('main').getByText('Pergunta 1 de 4')).toBeVisible();
  await expect(wizard.progress).toHaveAttribute('aria-valuenow', '1');
  await expect(wizard.question).toHaveAccessibleName('Para que você vai usar o notebook?');
  await expect(wizard.back).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard only: arrows move between the radio buttons, Tab reaches the button.
  await wizard.option('Estudos').focus();
  await page.keyboard.press('ArrowRight');
  await expect(wizard.option('Trabalho')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(wizard.next).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/wizard\?uso=trabalho&passo=2$/);
  await expect(wizard.progress).toHaveAttribute('aria-valuenow', '2');
  // The new question takes focus, so a screen reader announces it.
  await expect(page.getByRole('heading', { name: 'Quanto você pretende investir?' })).toBeFocused();

  // Back keeps the answer.
  await wizard.back.click();
  await expect(page).toHaveURL(/\/wizard\?uso=trabalho&passo=1$/);
  await expect(wizard.option('Trabalho')).toBeChecked();
  await wizard.next.click();

  await wizard.answer(/De R\$\s4\.000,00 a R\$\s6\.000,00/);
  await wizard.answer('Compacta, até 14"');
  await expect(wizard.next).toHaveText('Ver recomendações');
  await wizard.answer('Todo dia, na mochila');

  await expect(page).toHaveURL(
    /\/wizard\?uso=trabalho&orcamento=4000-6000&tela=ate-14&portabilidade=todo-dia$/,
  );
  await expect(page.getByRole('heading', { name: 'Recomendamos para você' })).toBeFocused();
  const summary = page.getByTestId('wizard-results');
  await expect(summary.getByText('Uso:')).toBeVisible();
  await expect(summary.getByText('Trabalho', { exact: true })).toBeVisible();
  const count = await wizard.picks.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  for (const pick of await wizard.picks.all()) {
    // Real products from the catalogue, within the budget, each with its reason.
    await expect(pick.getByRole('link')).toHaveAttribute('href', /^\/notebook-/);
    const price = (await pick.getByTestId('card-final-price').textContent())!;
    expect(Number(price.replace(/[^\d,]/g, '').replace(',', '.'))).toBeLessThanOrEqual(6000);
    await expect(pick).toContainText(
      /Por que recomendamos: .*(cabe no seu orçamento|custa menos do que você planejou)/,
    );
  }
  expect(await seriousViolations(page)).toEqual([]);

  // The results live in the URL: a reload (or a shared link) shows the same picks.
  const names = await wizard.picks.getByRole('link').allTextContents();
  await page.reload();
  await expect(wizard.picks.getByRole('link')).toHaveText(names);

  // 'Alterar respostas' goes back to question 1 with every answer kept.
  await page.getByRole('link', { name: 'Alterar respostas' }).click();
  await expect(wizard.option('Trabalho')).toBeChecked();
  await wizard.next.click();
  await expect(wizard.option(/De R\$\s4\.000,00 a R\$\s6\.000,00/)).toBeChecked();
});

test('when nothing fits, the wizard says so and links to every notebook', async ({ page }) => {
  await page.goto(
    storeUrl(
      'localhost',
      '/wizard?uso=jogos&orcamento=ate-4000&tela=tanto-faz&portabilidade=as-vezes',
    ),
  );
  await expect(page.getByTestId('wizard-results').getByRole('heading', { level: 2 })).toHaveText(
    'Nenhum notebook combina com todas as suas respostas.',
  );
  await expect(new WizardPage(page).picks).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver todos os notebooks' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/notebooks'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notebooks');
});

test('bad wizard parameters give a normal first question; outra ranks its own notebooks', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  const bad = await page.goto(storeUrl('localhost', '/wizard?uso=voar&orcamento=%E0%A4&passo=-3'));
  expect(bad?.status()).toBe(200);
  await expect(wizard.question).toHaveAccessibleName('Para que você vai usar o notebook?');

  await page.goto(
    storeUrl(
      'outra.localhost',
      '/wizard?uso=estudos&orcamento=acima-9000&tela=tanto-faz&portabilidade=as-vezes',
    ),
  );
  // allTextContents does not wait: the first pick must be there before the links are read.
  await expect(wizard.picks.first()).toBeVisible();
  const links = await wizard.picks.getByRole('link').allTextContents();
  expect(links.length).toBeGreaterThan(0);
  // Outra Loja's catalogue has no gamer notebooks of the demo store.
  expect(links.join(' ')).not.toMatch(/Gamer|Raptor|Strike/);
});

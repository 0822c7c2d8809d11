import type { Page } from '@playwright/test';
import { logInToBackOffice } from './back-office.page';
import { expect, hydrated, storeUrl, test } from './fixtures';

/**
 * The contact forms in the back-office (issue 30 item 4): a content operator builds a form —
 * fields of each kind, a select's options, widths, required ones, one moved from the keyboard —
 * and sees it drawn beside the builder; a page shows it, a shopper sends it, and the message is
 * in the inbox, after which the form can no longer be deleted.
 */

const KEY = `orcamento-escolas-${Date.now().toString(36)}`;

/** A published page showing the form, made through the page builder's API as the editor does. */
async function publishPageWithForm(page: Page, url: string) {
  await page.evaluate(
    async ({ url, key }) => {
      const json = { 'content-type': 'application/json' };
      const made = await fetch('/api/admin/pages', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Orçamento para escolas', url }),
      }).then((r) => r.json());
      const { id, revision, draft } = made.content;
      const saved = await fetch(`/api/admin/pages/${id}/draft`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({
          revision,
          draft: {
            ...draft,
            blocks: [{ type: 'contact-form', props: { formId: key, title: 'Peça seu orçamento' } }],
          },
        }),
      }).then((r) => r.json());
      const published = await fetch(`/api/admin/pages/${id}/publish`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ revision: saved.content.revision }),
      });
      if (!published.ok) throw new Error(`publish: ${published.status}`);
    },
    { url, key: KEY },
  );
}

test('a content operator builds a contact form; a shopper sends it from a page and it lands in the inbox', async ({
  browser,
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the builder is a desktop tool; its pages are in the phone matrix');
  test.setTimeout(120_000);
  await logInToBackOffice(page, 'conteudo@exemplo.com.br');
  await page
    .getByRole('navigation', { name: 'Painel' })
    .getByRole('link', { name: 'Formulários' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Formulários de contato' }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Contato contato/ })).toBeVisible();
  await page.getByRole('link', { name: 'Novo formulário' }).click();
  const editor = page.getByTestId('contact-form-editor');
  await hydrated(editor.getByRole('button', { name: 'Criar formulário' }));

  await editor.getByLabel('Nome', { exact: true }).fill('Orçamento para escolas');
  await editor.getByLabel('Chave').fill(KEY);
  await editor.getByLabel('E-mail do destinatário').fill('escolas@demo.exemplo.com.br');

  // The first field is there to fill: who writes.
  const field = (n: number) => editor.getByRole('group', { name: new RegExp(`^Campo ${n}:`) });
  await field(1).getByLabel('Texto do campo').fill('Nome');
  await field(1).getByLabel('Obrigatório').check();
  await field(1).getByLabel('Identificador (opcional)').fill('name');
  const add = editor.getByRole('button', { name: 'Adicionar campo' });
  await add.click();
  await field(2).getByLabel('Texto do campo').fill('Quantidade de alunos');
  await field(2).getByLabel('Tipo').selectOption({ label: 'Lista de opções' });
  await field(2).getByLabel('Largura').selectOption({ label: 'Metade' });
  await add.click();
  await field(3).getByLabel('Texto do campo').fill('E-mail');
  await field(3).getByLabel('Tipo').selectOption({ label: 'E-mail' });
  await field(3).getByLabel('Largura').selectOption({ label: 'Metade' });
  await field(3).getByLabel('Obrigatório').check();

  // A list without options is told on its field, and nothing is created.
  await editor.getByRole('button', { name: 'Criar formulário' }).click();
  await expect(field(2).getByText('Informe ao menos uma opção, uma por linha.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/formularios\/novo$/);
  await field(2).getByLabel('Opções').fill('Até 100\nDe 101 a 500\nMais de 500');

  // The e-mail moves up, from the keyboard: the focus stays on its button.
  await field(3).getByRole('button', { name: 'Subir E-mail' }).focus();
  await page.keyboard.press('Enter');
  await expect(field(2)).toHaveAccessibleName(/^Campo 2: E-mail/);
  await expect(editor.getByRole('button', { name: 'Subir E-mail' })).toBeFocused();
  await expect(page.getByText('E-mail agora é o campo 2.')).toBeAttached();

  // The preview draws the fields as the storefront does, in their order.
  const preview = page.getByRole('region', { name: 'Prévia' });
  await expect(preview.locator('label')).toHaveText(['Nome *', 'E-mail *', 'Quantidade de alunos']);
  await expect(preview.getByRole('option')).toHaveText([
    'Selecione',
    'Até 100',
    'De 101 a 500',
    'Mais de 500',
  ]);
  await page.screenshot({ path: 'test-results/contact-form-editor.png', fullPage: true });

  await editor.getByRole('button', { name: 'Criar formulário' }).click();
  await expect(page.getByText('Formulário criado.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/formularios\/\d+$/);
  await expect(
    page.getByRole('button', { name: 'Excluir o formulário Orçamento para escolas' }),
  ).toBeVisible();

  // A page shows it; a shopper sends it.
  const url = `orcamento-${KEY}`;
  await publishPageWithForm(page, url);
  const shopper = await browser.newPage();
  await shopper.goto(storeUrl('localhost', `/${url}`));
  const form = shopper.getByRole('form', { name: 'Orçamento para escolas' });
  await hydrated(form.getByRole('button', { name: 'Enviar' }));
  await form.getByLabel('Nome').fill('Escola Aurora');
  await form.getByLabel('E-mail').fill('compras@escola-aurora.com.br');
  await form.getByLabel('Quantidade de alunos').selectOption({ label: 'De 101 a 500' });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(shopper.getByText('Mensagem enviada com sucesso.')).toBeVisible();
  await shopper.close();

  // In the inbox, under the form's name, with the option by its name.
  await page
    .getByRole('navigation', { name: 'Painel' })
    .getByRole('link', { name: 'Caixa de entrada' })
    .click();
  const filters = page.getByRole('form', { name: 'Filtrar a caixa de entrada' });
  await filters.getByLabel('Buscar').fill('Escola Aurora');
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Escola Aurora');
  const item = page
    .getByRole('table', { name: 'Caixa de entrada' })
    .getByRole('row')
    .filter({ hasText: 'compras@escola-aurora.com.br' });
  await expect(item).toContainText('Orçamento para escolas');
  await expect(item).toContainText('De 101 a 500');

  // Having received a message, the form can no longer be deleted.
  await page.goto(storeUrl('localhost', '/admin/formularios'));
  const row = page.getByRole('row', { name: /Orçamento para escolas/ });
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await row.getByRole('link', { name: 'Editar: Orçamento para escolas' }).click();
  await hydrated(editor.getByRole('button', { name: 'Salvar' }));
  await expect(page.getByRole('button', { name: /^Excluir o formulário/ })).toHaveCount(0);
});

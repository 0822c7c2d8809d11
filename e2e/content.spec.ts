import type { Page } from '@playwright/test';
import { expect, hydrated, landOn, storeUrl, test, withoutStoreDefaults } from './fixtures';

/** Every content route of issue 7 (SPEC.md section 2) with the name the demo store gives it. */
const contentPages: [string, string][] = [
  ['politica-de-privacidade', 'Política de privacidade'],
  ['termos-e-condicoes', 'Termos e condições'],
  ['perguntas-frequentes', 'Perguntas frequentes'],
  ['politica-de-garantia', 'Política de garantia'],
  ['regulamento', 'Regulamento'],
  ['formas-de-pagamento', 'Formas de pagamento'],
  ['gamepass-resgate', 'Resgate do Game Pass'],
  ['trocas-e-devolucoes', 'Trocas e devoluções'],
  ['drivers', 'Drivers'],
  ['nvidia-brand-store', 'NVIDIA Brand Store'],
  ['style-guide', 'Guia de estilo'],
  ['odontologia', 'Notebooks para odontologia'],
  ['estudos', 'Notebooks para estudos'],
  ['apresentacao-do-produto', 'Apresentação do produto'],
  ['ticket', 'Abrir chamado'],
  ['cadastroblackfriday', 'Cadastro Black Friday'],
  ['seja-revendedor', 'Seja revendedor'],
  ['garantia-estentida', 'Garantia estendida'],
  ['sobre-a-loja-demo', 'Sobre a Loja Demo'],
];

const meta = (page: Page, name: string) =>
  page.locator(`meta[name="${name}"]`).first().getAttribute('content');

test.describe('content pages', () => {
  for (const [url, name] of contentPages) {
    test(`/${url} renders "${name}" with its title, keywords and description`, async ({ page }) => {
      const response = await page.goto(storeUrl('localhost', `/${url}`));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${name} | Loja Demo`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      expect(await meta(page, 'description')).toBe(`${name} da Loja Demo.`);
      expect(await meta(page, 'keywords')).toBe(`${name.toLowerCase()}, loja demo`);
    });
  }

  test('a hidden page redirects to /404; an unknown path is the 404 page @mobile', async ({
    page,
  }) => {
    await page.goto(storeUrl('localhost', '/pagina-oculta'));
    await expect(page).toHaveURL(storeUrl('localhost', '/404'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');

    const unknown = await page.goto(storeUrl('localhost', '/pagina-que-nao-existe/de-verdade'));
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  });

  test('the about page lists the shops; #lojas scrolls to them, 120 px from the top @mobile', async ({
    page,
  }) => {
    await page.goto(storeUrl('localhost', '/politica-de-privacidade'));
    await page.locator('footer').getByRole('link', { name: 'Nossas lojas' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/sobre-a-loja-demo#lojas'));
    const shops = page.locator('section#lojas');
    await expect(shops.getByRole('heading', { level: 2 })).toHaveText('Nossas lojas');
    await expect(shops.getByRole('heading', { level: 3 })).toHaveText([
      'Loja Paulista',
      'Loja Centro do Rio',
    ]);
    await expect.poll(async () => Math.round((await shops.boundingBox())!.y)).toBe(120);
    // Its heading is clear of the sticky header, once the header has turned compact on the scroll.
    await expect(page.locator('[data-compact]')).toHaveAttribute('data-compact', 'true');
    const header = (await page.locator('[data-compact]').boundingBox())!;
    const heading = (await shops.getByRole('heading', { level: 2 }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);

    // Arriving from outside with the state lands there too.
    await page.goto(storeUrl('localhost', '/'));
    await page.goto(storeUrl('localhost', '/sobre-a-loja-demo#lojas'));
    await expect.poll(async () => Math.round((await shops.boundingBox())!.y)).toBe(120);
    // Without it the page starts at the top.
    await page.goto(storeUrl('localhost', '/sobre-a-loja-demo'));
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});

type Popup = { id: number; type: string; json: { title?: string } };

/** The store's pop-ups as the API lists them (ids vary with the database). */
async function popups(page: Page, host = 'localhost'): Promise<Popup[]> {
  // Node does not resolve *.localhost names: the call names the store in the Host header.
  const res = await page.request.get(storeUrl('127.0.0.1', '/api/content'), {
    headers: { host: new URL(storeUrl(host)).host },
  });
  return ((await res.json()) as { content: Popup[] }).content;
}
const idOf = (list: Popup[], type: string) => list.find((p) => p.type === type)!.id;

test.describe('pop-ups', () => {
  test.beforeEach(async ({ context }) => withoutStoreDefaults(context));

  test('the landing page shows no entry pop-up and loads none of its code; the second page does', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/content') asked.push(r.url());
    });
    // A phone arriving from a search result: the page it lands on stays uncovered (ADR 0027).
    await page.goto(storeUrl('localhost', '/notebook-demo-pro-15'));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('page-views'))).toBe('1');

    // The next page of the visit, reached in the page (a client navigation), opens it.
    await page
      .getByRole('navigation', { name: 'Navegação estrutural' })
      .getByRole('link', { name: 'Notebooks', exact: true })
      .click();
    await expect(page).toHaveURL(storeUrl('localhost', '/notebooks'));
    await expect(page.getByRole('dialog', { name: 'Bem-vindo!' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('page-views'))).toBe('2');
  });

  test('the entry pop-up shows once: closed, it does not come back', async ({ page }) => {
    const entryId = idOf(await popups(page), 'modal-entry');
    // Whether the pop-up's images were loaded at the moment it opened: it opens at its final size.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const dialog = document.querySelector('[role=dialog][data-popup]');
        if (!dialog) return;
        seen.disconnect();
        const images = [...dialog.querySelectorAll('img')];
        (window as unknown as { popupOpenedWith: unknown }).popupOpenedWith = images.map(
          (img) => img.complete && img.naturalWidth > 0,
        );
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    // The visit's second page view.
    await landOn(page, storeUrl('localhost', '/notebooks'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto(storeUrl('localhost', '/'));
    const dialog = page.getByRole('dialog', { name: 'Bem-vindo!' });
    await expect(dialog).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { popupOpenedWith: unknown }).popupOpenedWith,
      ),
    ).toEqual([true]);
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(700);
    await expect(dialog.getByText('DESCONTO10')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute(
      'href',
      '/notebooks',
    );
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((k) => localStorage.getItem(k), `modal-entry-${entryId}`)).toBe('1');

    await page.reload();
    // Once the list is in (the exit pop-up answers a way out), the entry pop-up stays closed.
    await expect(async () => {
      await page.mouse.move(640, 300);
      await page.mouse.move(640, -20);
      await expect(page.getByRole('dialog', { name: 'Já vai?' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('dialog', { name: 'Bem-vindo!' })).toBeHidden();
  });

  test('Escape closes the entry pop-up, and it is remembered', async ({ page }) => {
    await landOn(page, storeUrl('localhost', '/'));
    await page.goto(storeUrl('localhost', '/notebooks'));
    const dialog = page.getByRole('dialog', { name: 'Bem-vindo!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((k) => k.startsWith('modal-entry-'))).toHaveLength(1);
  });

  test('the exit pop-up opens when the mouse leaves through the top, once', async ({ page }) => {
    const list = await popups(page);
    // The entry pop-up was seen before: only the exit one is left.
    await page.addInitScript(
      (key) => localStorage.setItem(key, '1'),
      `modal-entry-${idOf(list, 'modal-entry')}`,
    );
    // The landing page: its pop-ups' code comes when the mouse leaves, and the exit one opens.
    await page.goto(storeUrl('localhost', '/'));
    const exit = page.getByRole('dialog', { name: 'Já vai?' });
    // Moving about the page opens nothing; leaving through the top does. The page listens once
    // React has run, so the shopper's way out is tried until then.
    await page.mouse.move(640, 400);
    await page.mouse.move(640, 200);
    await expect(exit).toBeHidden();
    await expect(async () => {
      await page.mouse.move(640, 300);
      await page.mouse.move(640, -20);
      await expect(exit).toBeVisible({ timeout: 2000 });
    }).toPass();
    await expect(exit.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute(
      'href',
      '/cadastroblackfriday',
    );
    await exit.getByRole('button', { name: 'Fechar' }).click();
    await expect(exit).toBeHidden();
    expect(
      await page.evaluate((k) => localStorage.getItem(k), `modal-exit-${idOf(list, 'modal-exit')}`),
    ).toBe('1');
    await page.mouse.move(640, 300);
    await page.mouse.move(640, -20);
    await page.mouse.move(640, 300);
    await expect(exit).toBeHidden();
  });

  test('no pop-up in the checkout', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/content') asked.push(r.url());
    });
    await page.goto(storeUrl('localhost', '/onestepcheckout/carrinho'));
    await page.waitForLoadState('networkidle');
    await page.mouse.move(640, 300);
    await page.mouse.move(640, -20);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test("a failed load shows the server's message", async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/content',
      (route) =>
        route.fulfill({
          status: 503,
          json: { success: false, message: 'Conteúdo indisponível no momento' },
        }),
    );
    // The list is asked for on the visit's second page view.
    await landOn(page, storeUrl('localhost', '/notebooks'));
    await page.goto(storeUrl('localhost', '/'));
    await expect(page.getByRole('alert').filter({ hasText: 'Conteúdo indisponível' })).toHaveText(
      /Conteúdo indisponível no momento/,
    );
  });
});

test.describe('newsletter', () => {
  const block = (page: Page) => page.locator('footer').getByTestId('newsletter');
  const email = () => `news-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;

  async function fill(
    page: Page,
    values: { name: string; email: string; area: string; phone: string },
  ) {
    const form = block(page);
    await form.getByLabel('Nome').fill(values.name);
    await form.getByLabel('E-mail').fill(values.email);
    await form.getByLabel('Área de interesse').selectOption({ label: values.area });
    await form.getByLabel('Telefone/WhatsApp').pressSequentially(values.phone);
  }

  test('the sign-up shows each validation text, then thanks and remembers it @mobile', async ({
    page,
  }) => {
    await page.goto(storeUrl('localhost', '/'));
    const form = block(page);
    // The shopper scrolls down to the footer: the form's code comes as it nears the screen.
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    for (const label of ['Nome', 'E-mail', 'Área de interesse', 'Telefone/WhatsApp'])
      await expect(form.getByLabel(label)).toHaveAccessibleDescription('Campo obrigatório');

    await fill(page, { name: 'Maria', email: 'maria@', area: 'Games', phone: '1198' });
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('Email inválido');
    await expect(form.getByLabel('Telefone/WhatsApp')).toHaveValue('(11)98');
    await expect(form.getByLabel('Telefone/WhatsApp')).toHaveAccessibleDescription(
      'Telefone inválido',
    );
    await expect(form.getByLabel('Nome')).not.toHaveAttribute('aria-invalid');

    await form.getByLabel('E-mail').fill(email());
    await form.getByLabel('Telefone/WhatsApp').fill('');
    await form.getByLabel('Telefone/WhatsApp').pressSequentially('11987654321');
    await expect(form.getByLabel('Telefone/WhatsApp')).toHaveValue('(11)98765-4321');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(form.getByRole('heading', { name: 'Obrigado por se cadastrar!' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Cadastro realizado' })).toHaveText(
      /Cadastro realizado com sucesso!/,
    );
    expect(await page.evaluate(() => localStorage.getItem('newsletter'))).toBe('1');

    await page.reload();
    await expect(
      block(page).getByRole('heading', { name: 'Obrigado por se cadastrar!' }),
    ).toBeVisible();
    await expect(block(page).getByRole('button', { name: 'Cadastrar' })).toHaveCount(0);
  });

  test("the form's code waits for the shopper: a screen grown to the page's height fetches nothing, a scroll to the footer does", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(storeUrl('localhost', '/notebooks'));
    await hydrated(block(page));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // What Lighthouse's full-page screenshot does: the screen as tall as the page, footer in view.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 390, height });
    await page.waitForTimeout(1_000);
    expect(scripts).toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.mouse.wheel(0, height);
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await block(page).getByRole('button', { name: 'Cadastrar' }).click();
    await expect(block(page).getByLabel('Nome')).toHaveAccessibleDescription('Campo obrigatório');
  });

  test('an e-mail already signed up is welcomed again; a server error shows under the e-mail', async ({
    page,
    browser,
  }) => {
    const address = email();
    await page.goto(storeUrl('localhost', '/cadastroblackfriday'));
    const content = page.locator('main').getByTestId('newsletter');
    await expect(content.getByRole('heading', { level: 2 })).toHaveText(
      'Quero as ofertas da Black Friday',
    );
    await content.getByLabel('Nome').fill('João');
    await content.getByLabel('E-mail').fill(address);
    await content.getByLabel('Área de interesse').selectOption({ label: 'Estudos' });
    await content.getByLabel('Telefone/WhatsApp').pressSequentially('21912345678');
    await content.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(
      content.getByRole('heading', { name: 'Obrigado por se cadastrar!' }),
    ).toBeVisible();
    // The footer's sign-up on the same page thanks as well.
    await expect(
      block(page).getByRole('heading', { name: 'Obrigado por se cadastrar!' }),
    ).toBeVisible();

    // Another browser, the same e-mail: the lead is updated and the shopper thanked the same way.
    const other = await browser.newContext();
    const again = await other.newPage();
    await again.goto(storeUrl('localhost', '/'));
    await fill(again, {
      name: 'João Pedro',
      email: address.toUpperCase(),
      area: 'Design e criação',
      phone: '21912345678',
    });
    await block(again).getByRole('button', { name: 'Cadastrar' }).click();
    await expect(
      block(again).getByRole('heading', { name: 'Obrigado por se cadastrar!' }),
    ).toBeVisible();

    // A refusal from the server lands under its field (errors.email) with its message.
    await again.evaluate(() => localStorage.removeItem('newsletter'));
    await again.route(
      (url) => url.pathname === '/api/customer/newsletter',
      (route) =>
        route.fulfill({
          status: 422,
          json: {
            success: false,
            message: 'Dados inválidos',
            errors: { email: ['Este e-mail não pode receber a newsletter'] },
          },
        }),
    );
    await again.reload();
    await fill(again, { name: 'João', email: address, area: 'Games', phone: '21912345678' });
    await block(again).getByRole('button', { name: 'Cadastrar' }).click();
    await expect(block(again).getByLabel('E-mail')).toHaveAccessibleDescription(
      'Este e-mail não pode receber a newsletter',
    );
    await expect(again.getByRole('alert').filter({ hasText: 'Dados inválidos' })).toBeVisible();
    await other.close();
  });
});

test.describe('age gate', () => {
  test.beforeEach(async ({ context }) => withoutStoreDefaults(context));

  test('Outra Loja asks for consent once; accepted, it is remembered @mobile', async ({ page }) => {
    const response = await page.goto(storeUrl('outra.localhost', '/'));
    // The gate is in the server's HTML: nothing of the store shows before it.
    expect(await response!.text()).toContain('id="age-gate"');
    const gate = page.getByRole('dialog', { name: 'Você tem 18 anos ou mais?' });
    await expect(gate).toBeVisible();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('main')).toBeHidden();
    const accept = gate.getByRole('button', { name: 'Sim, tenho 18 anos ou mais' });
    await expect(accept).toBeFocused();
    // Nothing opens over the gate (Outra Loja has an entry pop-up too).
    await expect(page.getByRole('dialog', { name: 'Bem-vindo!' })).toBeHidden();

    await accept.click();
    await expect(gate).toBeHidden();
    await expect(page.locator('header').first()).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'ageConsent')!;
    expect(cookie.value).toBe('1');
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    // The store's entry pop-up comes after the consent, on the visit's next page (ADR 0027).
    await expect(page.getByRole('dialog', { name: 'Bem-vindo!' })).toHaveCount(0);
    await page.goto(storeUrl('outra.localhost', '/politica-de-privacidade'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidade');
    await page
      .getByRole('dialog', { name: 'Bem-vindo!' })
      .getByRole('button', { name: 'Fechar' })
      .click();
    await expect(page.locator('#age-gate')).toBeHidden();
    await page.reload();
    await expect(page.locator('#age-gate')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('refusing leaves the store', async ({ page }) => {
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Fora da loja</title>' }),
    );
    await page.goto(storeUrl('outra.localhost', '/notebooks'));
    await page.getByRole('button', { name: 'Não, sair da loja' }).click();
    await expect(page).toHaveURL('https://www.google.com/');
    expect((await page.context().cookies()).some((c) => c.name === 'ageConsent')).toBe(false);
  });

  test('a store without the 18+ setting has no gate', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/termos-e-condicoes'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#age-gate')).toHaveCount(0);
  });
});

import type { Page } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';
import { Account } from './account.page';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * Google's sign-in script, played by a stand-in: there is no network to Google here. Asked for a
 * credential, it answers a token of the store's local test issuer from /api/dev/social-token
 * (the end-to-end server runs with SOCIAL_TEST_ISSUER=1), for whoever `person()` names when the
 * page loads the script. Answers the URLs of every request to Google.
 */
async function googleStandIn(page: Page, person: () => { email: string; name: string }) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://accounts.google.com/')) requested.push(request.url());
  });
  await page.route(GOOGLE_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const person = ${JSON.stringify(person())};
        let config;
        window.google = { accounts: { id: {
          initialize(c) { config = c; },
          prompt() {
            const query = new URLSearchParams({ provider: 'google', ...person });
            fetch('/api/dev/social-token?' + query)
              .then((r) => r.json())
              .then((a) => config.callback({ credential: a.content.token, select_by: 'btn' }));
          },
        } } };
      })();`,
    }),
  );
  return requested;
}

test(
  "Entrar com Google: Google's script loads only on the click; a known customer is logged in, someone new is sent to Meus dados",
  { tag: '@local' },
  async ({ page }) => {
    const account = new Account(page);
    let person = { email: 'cliente@exemplo.com.br', name: 'Maria Cliente da Silva' };
    const requested = await googleStandIn(page, () => person);

    await page.goto(storeUrl('localhost', '/'));
    await account.nav.getByRole('button', { name: 'Entrar' }).click();
    const google = account.panel.getByRole('button', { name: 'Entrar com Google' });
    await expect(google).toBeEnabled();
    // Store demo has no Facebook app (its app id is the string 'null').
    await expect(account.panel.getByRole('button', { name: 'Entrar com Facebook' })).toBeDisabled();
    expect(requested).toEqual([]);

    // From the keyboard, like any button.
    await google.focus();
    await page.keyboard.press('Enter');
    await expect(account.message('Login realizado com sucesso!')).toBeVisible();
    await expect(account.panel).toBeHidden();
    await expect(account.nav.getByText('Olá, Maria')).toBeVisible();
    expect(await account.token()).toBeTruthy();
    expect(requested).toEqual([GOOGLE_SCRIPT]);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'storefront_session')).toMatchObject({ httpOnly: true });

    await account.nav.getByRole('button', { name: 'Sair' }).click();
    await expect(account.nav.getByRole('button', { name: 'Entrar' })).toBeVisible();

    // Someone the store does not know yet: a customer with name and e-mail, to be completed.
    person = { email: 'gabriel.google@exemplo.com.br', name: 'Gabriel Google' };
    await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Entrar com Google' }).click();
    await expect(
      account.message('Login realizado com sucesso! Complete seus dados para continuar.'),
    ).toBeVisible();
    await expect(page).toHaveURL(storeUrl('localhost', '/customer/account/edit'));
    await expect(main.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(
      'Gabriel Google',
    );
    await expect(main.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveValue('');
    await expect(account.nav.getByText('Olá, Gabriel')).toBeVisible();
  },
);

test(
  'Entrar com Google: a refused token tells the social login failure and logs no one in',
  { tag: '@local' },
  async ({ page }) => {
    const account = new Account(page);
    await page.route(GOOGLE_SCRIPT, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        // A token of no issuer the store trusts.
        body: `window.google = { accounts: { id: {
        initialize(c) { this.c = c; },
        prompt() { this.c.callback({ credential: 'eyJhbGciOiJSUzI1NiIsImtpZCI6IngifQ.e30.c2ln' }); },
      } } };`,
      }),
    );
    await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
    await page.getByRole('main').getByRole('button', { name: 'Entrar com Google' }).click();
    await expect(account.message('Não foi possível entrar com o Google.')).toBeVisible();
    await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout/login'));
    expect(await account.token()).toBeNull();
  },
);

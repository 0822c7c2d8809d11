import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { isValidCpf } from '../lib/domain/documents';
import { saoPauloAddress } from '../test/address-data';

export const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Where the journeys run: the local server (E2E_PORT), or a deployed store (PLAYWRIGHT_BASE_URL,
 * README "QA against a deploy"). There each demo store's host maps to its own domain through
 * PLAYWRIGHT_STORE_HOSTS (`localhost=loja.preview.example,outra.localhost=outra.preview.example`);
 * a host it does not name keeps its name, on the deploy's scheme and port (*.localhost resolves
 * to this machine, as for the multi-instance topology behind nginx).
 */
const deployed = process.env.PLAYWRIGHT_BASE_URL ? new URL(process.env.PLAYWRIGHT_BASE_URL) : null;
const storeHosts = new Map(
  (process.env.PLAYWRIGHT_STORE_HOSTS ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => part.trim()) as [string, string]),
);

/** URL of a store by its demo host. */
export function storeUrl(host: string, path = '/'): string {
  if (!deployed) return `http://${host}:${port}${path}`;
  const mapped = storeHosts.get(host);
  if (mapped) return `${deployed.protocol}//${mapped}${path}`;
  return `${deployed.protocol}//${host}${deployed.port ? `:${deployed.port}` : ''}${path}`;
}

/** The stores' pop-ups (GET /api/content), answered empty in the journeys (see below). */
const popupsCall = (url: URL) => url.pathname === '/api/content';

/**
 * Every browser context of the journeys, the test's own and those a test opens itself, starts as
 * a returning adult who has seen the pop-ups: the `ageConsent` cookie is set on Outra Loja (18+)
 * and the pop-up list is answered empty, whatever the pop-ups' ids. Journeys that test the gate
 * or the pop-ups take them back with `withoutStoreDefaults`.
 */
async function withStoreDefaults(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspViolations.push(`${message.location().url}: ${message.text()}`);
  });
  await context.addCookies([
    { name: 'ageConsent', value: '1', domain: 'outra.localhost', path: '/', sameSite: 'Lax' },
  ]);
  await context.route(popupsCall, (route) =>
    route.fulfill({ json: { success: true, content: [] } }),
  );
}

/** A context as a first-time visitor sees the stores: no consent cookie, the real pop-ups. */
export async function withoutStoreDefaults(context: BrowserContext): Promise<void> {
  await context.unroute(popupsCall);
  await context.clearCookies({ name: 'ageConsent' });
}

/**
 * What the Content-Security-Policy refused in the current test (Chromium logs each refusal as a
 * console error). Every journey ends with none: the policy allows what the store loads (ADR 0018).
 */
const cspViolations: string[] = [];

/** The violations seen so far in this test, which then no longer fail it (a test of the policy). */
export const takeCspViolations = () => cspViolations.splice(0);

export const test = base.extend<{ noCspViolations: void }, { browser: Browser }>({
  noCspViolations: [
    async ({}, use) => {
      cspViolations.length = 0;
      await use();
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await withStoreDefaults(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
export { expect };

/**
 * Waits until React has taken over the element: its handlers are attached (React keeps them on
 * the element under `__reactProps$…`). A key or a click before that does nothing, as for a
 * shopper; blocks whose code loads lazily take over a little after the page.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

/**
 * A first page view of the visit, counted (the pop-ups' gate counts a view once the page has
 * hydrated): the next page the test opens is the visit's second, where the entry pop-up opens
 * (ADR 0027).
 */
export async function landOn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('page-views'))).toBe('1');
}

/** A CPF no one has: 9 random digits and their check digits. */
export function freshCpf(): string {
  for (;;) {
    const base = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    for (let d = 0; d < 100; d++) {
      const cpf = base + String(d).padStart(2, '0');
      if (isValidCpf(cpf)) return cpf;
    }
  }
}

/**
 * A shopper of their own, registered through the API with a delivery address in São Paulo (and,
 * asked for, a second one in Rio de Janeiro, CEP 20040-020), and not logged in (the caller logs in as its journey does). A cart is its customer's: journeys
 * that place orders or change a cart keep apart from each other with one of these. Password
 * 'Senha123'.
 */
export async function registerShopper(
  page: Page,
  options: { name?: string; secondAddressInRio?: boolean } = {},
): Promise<string> {
  const { name = 'Joana Parcelada', secondAddressInRio = false } = options;
  const email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
  await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
  const status = await page.evaluate(
    async ({ email, cpf, name, secondAddressInRio, saoPaulo }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const registered = await post('/api/customer/register', {
        name,
        email,
        password: 'Senha123',
        document: cpf,
        birthDate: '1990-01-15',
        phone: '11912345678',
      });
      if (!registered.ok) return registered.status;
      const home = { ...saoPaulo, document: cpf, phone: '11912345678' };
      const address = await post('/api/customer/addresses', home);
      if (!address.ok || !secondAddressInRio) return address.status;
      const rio = await post('/api/customer/addresses', {
        ...home,
        name: 'Escritório',
        type: 'comercial',
        zipcode: '20040-020',
        street: 'Rua da Assembleia',
        number: '10',
        district: 'Centro',
        city: 'Rio de Janeiro',
        region: 'RJ',
      });
      return rio.status;
    },
    { email, cpf: freshCpf(), name, secondAddressInRio, saoPaulo: saoPauloAddress },
  );
  expect(status).toBe(200);
  await page.context().clearCookies({ name: 'storefront_session' });
  return email;
}

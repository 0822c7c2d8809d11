// The gate is in the cached HTML of every page of an 18+ store; its inline script decides,
// before the page paints, whether it shows (no consent cookie) or not.
jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => `ageGate.${key}`,
}));

import { prerender } from 'react-dom/static';
import type { Company } from '@/lib/contracts/company';
import { AgeGate } from './age-gate';

const store = { name: 'Outra Loja', logo: '/media/logo-outra.svg' } as Company;

/** The gate's HTML as the server sends it (its buttons load lazily, so the render waits for them). */
async function html(): Promise<string> {
  const { prelude } = await prerender(await AgeGate({ store, locale: 'pt' }));
  return new Response(prelude).text();
}

/**
 * Runs the gate's inline script against a page at `path` with these cookies; answers <html>'s
 * dataset.
 */
async function runScript(cookie: string, path = '/'): Promise<Record<string, string>> {
  const script = /<script>(.*?)<\/script>/.exec(await html())![1]!;
  const document = { cookie, documentElement: { dataset: {} as Record<string, string> } };
  new Function('document', 'location', script)(document, { pathname: path });
  return document.documentElement.dataset;
}

test('the gate is a modal dialog asking for consent, with the page behind it hidden', async () => {
  const markup = await html();
  expect(markup).toMatch(
    /<div id="age-gate" role="dialog" aria-modal="true" aria-labelledby="age-gate-title" aria-describedby="age-gate-text"/,
  );
  expect(markup).toContain('ageGate.title</h2>');
  expect(markup).toContain('>ageGate.accept</button>');
  expect(markup).toContain('>ageGate.refuse</button>');
  // Until <html> is marked, everything but the gate is out of sight (and of focus and readers).
  expect(markup).toContain(
    '<style>html:not([data-age-consent]) body>:not(#age-gate){visibility:hidden}html[data-age-consent] #age-gate{display:none}</style>',
  );
});

test('with the ageConsent cookie the script marks <html> and the gate never shows', async () => {
  expect(await runScript('locale=pt; ageConsent=1')).toEqual({ ageConsent: '1' });
  expect(await runScript('ageConsent=1')).toEqual({ ageConsent: '1' });
  expect(await runScript('')).toEqual({});
  expect(await runScript('notageConsent=1; locale=pt')).toEqual({});
});

test("the store's team is never asked: the back-office's pages skip the gate", async () => {
  expect(await runScript('', '/admin')).toEqual({ ageConsent: '1' });
  expect(await runScript('', '/admin/pedidos/100003')).toEqual({ ageConsent: '1' });
  expect(await runScript('', '/administrador')).toEqual({});
  expect(await runScript('', '/notebooks/admin')).toEqual({});
});

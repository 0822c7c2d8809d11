/**
 * The security headers next.config.mjs sets on every answer (issue 25, item 15; ADR 0018), and a
 * CSP that allows exactly the third-party scripts and frames the code loads.
 */
import { createHash } from 'node:crypto';
import nextConfig from '@/next.config.mjs';
import { AGE_GATE_REVEAL_SCRIPT } from '@/lib/domain/age-consent-script.mjs';
import { MERCADOPAGO_SDK_URL, PAGSEGURO_SDK_URL } from '@/lib/server/payments';
import { contentSecurityPolicy } from './security-headers.mjs';

type HeaderRule = {
  source: string;
  has?: { type: string; key: string; value?: string }[];
  headers: { key: string; value: string }[];
};

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('security headers', () => {
  test('every path gets CSP (one that allows nothing for the build files), nosniff, Referrer-Policy, Permissions-Policy; HSTS only over https', async () => {
    const rules = ((await nextConfig.headers?.()) ?? []) as HeaderRule[];
    const pages = rules.find((r) => r.source === '/:path((?!_next/static/).*)')!;
    const keys = Object.fromEntries(pages.headers.map((h) => [h.key, h.value]));
    expect(keys['X-Content-Type-Options']).toBe('nosniff');
    expect(keys['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(keys['Permissions-Policy']).toContain('geolocation=()');
    expect(directive(keys['Content-Security-Policy']!, 'frame-ancestors')).toEqual(["'none'"]);
    expect(keys['Strict-Transport-Security']).toBeUndefined();
    // The build's files: the same headers, with a policy that allows nothing.
    const buildFiles = rules.find((r) => r.source === '/_next/static/:path*')!;
    expect(Object.fromEntries(buildFiles.headers.map((h) => [h.key, h.value]))).toEqual({
      ...keys,
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    });
    // The page builder's preview may be framed by the store's own editor, and by nothing else.
    const headersOf = (source: string) =>
      Object.fromEntries(
        rules.find((r) => r.source === source)!.headers.map((h) => [h.key, h.value]),
      );
    const editor = headersOf('/admin/:path*');
    expect(directive(editor['Content-Security-Policy']!, 'frame-src')[0]).toBe("'self'");
    expect(directive(editor['Content-Security-Policy']!, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(keys['Content-Security-Policy']!, 'frame-src')).not.toContain("'self'");
    const preview = headersOf('/admin/previa/:id');
    expect(directive(preview['Content-Security-Policy']!, 'frame-ancestors')).toEqual(["'self'"]);
    expect(preview['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(keys['X-Frame-Options']).toBe('DENY');
    const https = rules.find((r) => r.has?.some((h) => h.key === 'x-forwarded-proto'))!;
    expect(https.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]);
    expect(https.headers).toEqual([
      { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    ]);
  });

  test('the CSP allows the payment SDKs, the sandbox, the logins and the embeds, and no eval', () => {
    const csp = contentSecurityPolicy();
    const scripts = directive(csp, 'script-src');
    for (const sdk of [PAGSEGURO_SDK_URL, MERCADOPAGO_SDK_URL])
      expect(scripts).toContain(new URL(sdk).origin);
    expect(scripts).toEqual(
      expect.arrayContaining([
        'https://accounts.google.com/gsi/client',
        'https://connect.facebook.net',
        'http://pagamentos.localhost:*',
      ]),
    );
    expect(scripts).not.toContain("'unsafe-eval'");
    // Inline scripts run by a nonce (added per answer by scripts/server.mjs) or by their hash.
    expect(scripts).not.toContain("'unsafe-inline'");
    const ageGateHash = createHash('sha256').update(AGE_GATE_REVEAL_SCRIPT).digest('base64');
    expect(scripts).toContain(`'sha256-${ageGateHash}'`);
    expect(directive(contentSecurityPolicy({ dev: true }), 'script-src')).toEqual(
      expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]),
    );
    expect(directive(csp, 'frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://www.google.com',
      ]),
    );
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(
      directive(
        contentSecurityPolicy({ sandboxOrigin: 'https://pay.example:8443' }),
        'connect-src',
      ),
    ).toContain('https://pay.example:8443');
  });
});

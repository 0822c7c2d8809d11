// The security headers of every answer (pages, API, static files), set in next.config.mjs.
// Plain JavaScript: next.config.mjs loads it before any TypeScript is built. docs/adr/0018, 0019.
import { createHash } from 'node:crypto';
import { AGE_GATE_REVEAL_SCRIPT } from './domain/age-consent-script.mjs';

/** The CSP source that allows exactly one inline script, by the SHA-256 of its text. */
const scriptHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * What the store loads from elsewhere, and nothing more: the payment SDKs of the active options
 * (PagBank, Mercado Pago, the embedded sandbox on its own origin, ADR 0010), Google and Facebook
 * login, and the page builder's embeds (YouTube without cookies, Vimeo, Google Maps). The store
 * loads no analytics script; a store that adds one adds its origin here.
 */
const SANDBOX = ['http://pagamentos.localhost:*', 'https://pagamentos.localhost:*'];

/**
 * The page builder's preview (/admin/previa/{id}) is the one page shown inside another: the
 * editor's, on the same origin. `framing` loosens the policy for the back-office's pages (which
 * may frame it) and the preview (which may be framed by them) only.
 * @typedef {'editor' | 'preview' | undefined} Framing
 */

/** @param {{ sandboxOrigin?: string, dev?: boolean, framing?: Framing }} [options] */
export function contentSecurityPolicy({ sandboxOrigin, dev = false, framing } = {}) {
  const sandbox = sandboxOrigin ? [...SANDBOX, new URL(sandboxOrigin).origin] : SANDBOX;
  const directives = {
    'default-src': ["'self'"],
    // No 'unsafe-inline': the store's server adds a nonce fresh for each page to the inline
    // scripts Next and React write, and to this list (scripts/server.mjs, ADR 0019); the age
    // gate's own script is allowed by its hash. `next dev` has no such server: there inline
    // scripts are allowed, and 'unsafe-eval' for React's development tooling.
    'script-src': [
      "'self'",
      ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [scriptHash(AGE_GATE_REVEAL_SCRIPT)]),
      'https://assets.pagseguro.com.br',
      'https://sdk.mercadopago.com',
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
      ...sandbox,
    ],
    'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
    // Product, content and blog images may live on any https host a store uses (a CDN, WordPress).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...sandbox,
      'https://api.mercadopago.com',
      'https://events.mercadopago.com',
      'https://accounts.google.com/gsi/',
      'https://graph.facebook.com',
      ...(dev ? ['ws:'] : []),
    ],
    'frame-src': [
      ...(framing === 'editor' ? ["'self'"] : []),
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.google.com',
      'https://accounts.google.com/gsi/',
      'https://www.facebook.com',
      'https://web.facebook.com',
      'https://staticxx.facebook.com',
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No page of the store is meant to be shown inside another site; the preview, in the editor.
    'frame-ancestors': [framing === 'preview' ? "'self'" : "'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy of the build's own files (/_next/static: scripts, styles, fonts): a policy governs
 * only a document, and one of these opened as a document may load and run nothing. Every page
 * loads some 15 of them, and the pages' 1.3 kB policy on each was 20 kB of a phone's first load
 * (ADR 0018).
 */
export const BUILD_FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** @param {{ sandboxOrigin?: string, dev?: boolean, buildFile?: boolean, framing?: Framing }} [options] */
export function securityHeaders({ buildFile = false, ...options } = {}) {
  return [
    {
      key: 'Content-Security-Policy',
      value: buildFile ? BUILD_FILE_POLICY : contentSecurityPolicy(options),
    },
    { key: 'X-Frame-Options', value: options.framing === 'preview' ? 'SAMEORIGIN' : 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
  ];
}

/** HSTS only on https (a TLS server, or a trusted proxy that says so): over http it means nothing. */
export const strictTransportSecurity = {
  key: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};

import createNextIntlPlugin from 'next-intl/plugin';
import { fileURLToPath } from 'node:url';
import { iconSpriteVersion } from './lib/media/icon-set.mjs';
import { DEVICE_WIDTHS, IMAGE_QUALITY, IMAGE_WIDTHS } from './lib/media/image-sizes.mjs';
import { PAGE_CACHE_BYTES } from './lib/server/cache/sizes.mjs';
import { securityHeaders, strictTransportSecurity } from './lib/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Catalog loaders use 'use cache' + cacheTag per tenant (ARCHITECTURE.md item 8).
  cacheComponents: true,
  // Pages await the tenant and locale params outside <Suspense> so that a missing product or
  // store answers a real 404 status; see docs/adr/0002-rendering-and-tenant-params.md.
  partialPrefetching: false,
  // PGlite ships a WASM build that must be loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'exceljs'],
  // .next/standalone: the server with only the files it needs, for the image (Dockerfile, ADR 0023).
  output: 'standalone',
  // Sentry in the browser only for a build with a DSN (instrumentation-client.ts): always
  // inlined, empty when unset, so that a build without one drops the import and ships nothing.
  env: {
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
    NEXT_PUBLIC_SENTRY_ENVIRONMENT: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT ?? '',
    // The share of page loads that report their Core Web Vitals (lib/domain/web-vitals.ts).
    NEXT_PUBLIC_WEB_VITALS_SAMPLE: process.env.NEXT_PUBLIC_WEB_VITALS_SAMPLE ?? '',
    // The icon sprite's version in its address (components/icons/icon.tsx), kept a year.
    ICON_SPRITE_VERSION: iconSpriteVersion(),
  },
  poweredByHeader: false,
  // scripts/server.mjs compresses, after it has added the scripts' nonces to the HTML (ADR 0019).
  compress: false,
  // Next hashes the whole page for an ETag on every request, cache hits included: ~15% of the
  // throughput of a listing page (docs/adr/0006). Pages carry s-maxage for a shared cache (a CDN
  // or reverse proxy) to validate on its own; served directly, a reload gets a 200, not a 304.
  generateEtags: false,
  // The page cache in memory (isrFlushToDisk below), when no Redis shares it (lib/server/cache).
  cacheMaxMemorySize: PAGE_CACHE_BYTES,
  // With REDIS_URL, rendered pages and 'use cache' entries live in Redis, shared by every instance,
  // and a tag invalidated on one is honoured by all; without it, Next's own handlers (ADR 0022).
  cacheHandler: fileURLToPath(
    new URL('./lib/server/cache/page-cache-handler.mjs', import.meta.url),
  ),
  cacheHandlers: {
    default: fileURLToPath(new URL('./lib/server/cache/use-cache-handler.mjs', import.meta.url)),
  },
  experimental: {
    // Pages rendered on demand (every store × path × filter state, ADR 0005) stay in the
    // in-memory cache (an LRU bounded by cacheMaxMemorySize), never in files: a crawler walking
    // filter combinations evicts old entries instead of filling the disk.
    isrFlushToDisk: false,
  },
  turbopack: {
    resolveAlias: {
      // Client components get their messages compiled ahead of time (docs/adr/0027): the browser
      // formats them with icu-minify's formatter and ships no ICU parser; the server formats both
      // kinds (lib/i18n/format-message.mjs).
      'use-intl/format-message': {
        browser: './node_modules/use-intl/dist/esm/production/format-message/format-only.js',
        default: './lib/i18n/format-message.mjs',
      },
    },
  },
  reactStrictMode: true,
  // `npm test` builds right after its typecheck step (next typegen && tsc --noEmit) passed and
  // says so with TYPES_CHECKED=1: the build skips checking the same files a second time. Any other
  // build (next build, CI outside npm test, a deployment) still checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Product photos, banners and uploads are resized and re-encoded by Next's optimizer (sharp):
  // WebP (AVIF took 25× the CPU to encode, docs/adr/0027), at the widths
  // lib/media/responsive-image.ts asks for, cached on disk for a month (keys are content hashes
  // or files of a build).
  images: {
    deviceSizes: DEVICE_WIDTHS,
    imageSizes: IMAGE_WIDTHS,
    qualities: [IMAGE_QUALITY],
    formats: ['image/webp'],
    minimumCacheTTL: 31 * 24 * 60 * 60,
  },
  // Every answer (pages, API, static files): CSP, nosniff, Referrer-Policy, Permissions-Policy,
  // and HSTS when the request came over https (Next sets x-forwarded-proto); the build's own
  // files get a policy that allows nothing instead of the pages' long one. docs/adr/0018.
  async headers() {
    const options = {
      sandboxOrigin: process.env.PAYMENT_SANDBOX_ORIGIN || undefined,
      dev: process.env.NODE_ENV === 'development',
    };
    return [
      { source: '/:path((?!_next/static/).*)', headers: securityHeaders(options) },
      { source: '/_next/static/:path*', headers: securityHeaders({ ...options, buildFile: true }) },
      // The page builder shows its preview in a frame (the last matching header wins). Any page
      // of the back-office may become the editor: it is reached by client-side navigation, which
      // keeps the first document's policy.
      { source: '/admin/:path*', headers: securityHeaders({ ...options, framing: 'editor' }) },
      { source: '/admin/previa/:id', headers: securityHeaders({ ...options, framing: 'preview' }) },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [strictTransportSecurity],
      },
    ];
  },
};

export default withNextIntl(nextConfig);

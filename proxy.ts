import { NextResponse, type NextRequest } from 'next/server';
import type { Locale } from '@/lib/domain/money';
import { listingStateSegment, searchSegments } from '@/lib/contracts/listing';
import { LOCALE_COOKIE, toLocale } from '@/lib/i18n/config';
import { translateKey } from '@/lib/i18n/messages';
import { getDb } from '@/lib/server/db/client';
import { BENCH_CONTROL, benchPagesServed } from '@/lib/server/http/bench-pages.mjs';
import { requestOrigin } from '@/lib/seo/url';
import { findTenantByDomain, requestHost } from '@/lib/server/tenancy/resolve';
import { siteParam } from '@/lib/server/tenancy/site-param';
import { describeError, logOf, routeOf } from '@/lib/server/log.mjs';
import { captureError } from '@/lib/server/sentry';

const log = logOf('proxy');

/**
 * Host → store, cookie → locale, and a rewrite to `/{store~origin}/{locale}/...` so that pages read
 * both from params and stay cacheable per store and language. Nothing else happens here.
 */
export async function proxy(request: NextRequest) {
  const locale = toLocale(request.cookies.get(LOCALE_COOKIE)?.value);
  const refused = unreadableAddress(request, locale);
  if (refused) return refused;
  // The API and the feed resolve their store themselves; the proxy only checked their address.
  if (/^\/(?:api|wp-json)\//.test(request.nextUrl.pathname)) return NextResponse.next();
  let tenant;
  try {
    tenant = await findTenantByDomain(await getDb(), requestHost(request.headers));
  } catch (error) {
    // The database out of reach: a page that says so (503, try again), logged and reported,
    // instead of Next's bare 'Internal Server Error'.
    log.error(
      {
        requestId: request.headers.get('x-request-id') ?? undefined,
        route: routeOf(request.nextUrl.pathname),
        error: describeError(error),
      },
      'store lookup failed',
    );
    captureError(error, { where: 'proxy' });
    const page = refusal(503, 'errors.unexpected', 'errors.unexpectedText', false, locale);
    page.headers.set('retry-after', '30');
    return page;
  }
  if (!tenant)
    return refusal(404, 'errors.storeNotFound', 'errors.storeNotFoundText', false, locale);
  const url = request.nextUrl.clone();
  // The origin rides in the path (not read from headers by pages), so pages stay cacheable.
  const site = siteParam(tenant.slug, requestOrigin(request.headers));
  const path = request.nextUrl.pathname;
  if (path === BENCH_CONTROL_VIA_PROXY && benchPagesServed()) {
    url.pathname = BENCH_CONTROL;
    return NextResponse.rewrite(url);
  }
  url.pathname = `/${site}/${locale}${path === '/' ? '' : path}`;
  // A category's or the catalogue's filters ride in the path too, so the page is cached per
  // state without reading the query string (ADR 0005). Fixed pages keep their query as it is.
  const filters = request.nextUrl.searchParams.get('facet_filters');
  if (filters !== null && !PAGES_WITHOUT_LISTING_STATE.test(path)) {
    const segment = listingStateSegment(filters);
    if (segment) url.pathname += `/${segment}`;
  }
  // A search's term and filters too: a repeated search is a cached page (issue 29).
  if (path === '/search') url.pathname += searchSegments(request.nextUrl.searchParams);
  // Portal mode is the path /portal/{customer}; pages under it read the customer from params, and
  // the request goes on with its own headers.
  const response = NextResponse.rewrite(url);
  if (BACK_OFFICE.test(path)) {
    response.headers.set('cache-control', 'private, no-store');
    response.headers.set('x-robots-tag', 'noindex, nofollow');
  }
  return response;
}

export const config = {
  // /api and the blog feed's /wp-json resolve the store from the host themselves (withRoute):
  // the proxy only checks that their address can be read (unreadableAddress). Next reads the
  // matcher from the source, so API_BASE (lib/contracts/endpoints.ts) is written out here.
  matcher: [
    '/api/:path*',
    '/wp-json/:path*',
    '/((?!api/|wp-json/|_next/|media/|bench-control$|favicon.ico|robots.txt|.*\\.(?:svg|png|jpg|jpeg|webp|ico|css|js|txt|xml|json|map)$).*)',
  ],
};

/**
 * The longest path and query a page takes. The rewrite repeats them in the x-middleware-rewrite
 * header, and Node clients refuse answers whose headers pass 16 KB; a search or a filter state
 * never comes near this.
 */
export const MAX_PAGE_ADDRESS = 4096;

/**
 * 400 for a path whose percent-encoding does not decode (Next would fail to match it and answer a
 * bare 500), 414 for a page address longer than MAX_PAGE_ADDRESS. The API gets its envelope, a
 * page a plain page in the shopper's language.
 */
function unreadableAddress(request: NextRequest, locale: Locale): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const api = /^\/(?:api|wp-json)\//.test(pathname);
  try {
    decodeURIComponent(pathname);
  } catch {
    return refusal(400, 'errors.badAddress', 'errors.badAddressText', api, locale);
  }
  if (!api && pathname.length + search.length > MAX_PAGE_ADDRESS)
    return refusal(414, 'errors.addressTooLong', 'errors.addressTooLongText', api, locale);
  return null;
}

function refusal(status: number, title: string, text: string, api: boolean, locale: Locale) {
  if (api)
    return NextResponse.json(
      { success: false, message: translateKey(locale, title) },
      { status, headers: { 'cache-control': 'no-store' } },
    );
  return new NextResponse(
    plainPage(locale, translateKey(locale, title), translateKey(locale, text)),
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  );
}

/**
 * The benchmark's control page reached the way a store page is, through this proxy's work (host
 * lookup, locale, rewrite): the page budgets compare store pages with it (docs/adr/0006). Only
 * when the server runs with BENCH_PAGES=1 (the bench sets it); a store path otherwise.
 */
const BENCH_CONTROL_VIA_PROXY = `${BENCH_CONTROL}/via-proxy`;

/** Paths whose pages have their own segments (search) or list nothing; everything else is a store
 * path (category, product, content) or /catalogo, which take the listing state segment. */
const PAGES_WITHOUT_LISTING_STATE =
  /^\/(?:search|wizard|404|portal|wishlist|comparacao-produtos|onestepcheckout|cart|admin)?(?:\/|$)/;

/** The back-office: personal to its operator, never stored by a cache nor indexed. */
const BACK_OFFICE = /^\/admin(?:\/|$)/;

/** A page of its own, outside any store (no store is known, or the address cannot be read). */
function plainPage(locale: Locale, title: string, text: string): string {
  return `<!doctype html><html lang="${locale === 'pt' ? 'pt-BR' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f5f5f5;color:#222}main{text-align:center;padding:2rem}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import type { WpError } from '@/lib/contracts/blog';
import type { Locale } from '@/lib/domain/money';
import { translateKey } from '@/lib/i18n/messages';
import { requestOrigin } from '@/lib/seo/url';
import type { Db } from '@/lib/server/db/client';
import { pastLastPage, type FeedContext, type FeedPage } from '@/lib/server/services/blog';
import { requestHost } from '@/lib/server/tenancy/resolve';
import { parseBracketParams } from './query';
import { withRoute } from './with-route';

/**
 * A route of the store's WordPress-compatible feed (`/wp-json/wp/v2/*`). The store comes from the
 * host through withRoute, like every API call; the answer is WordPress's, not the API envelope:
 * the items as a JSON array with `X-WP-Total` and `X-WP-TotalPages`, and errors as
 * `{ code, message, data: { status } }` (400 `rest_invalid_param` for a bad parameter).
 */
export function wordpressCollection<Q extends z.ZodType, T>(
  schema: Q,
  list: (db: Db, ctx: FeedContext, query: z.infer<Q>) => Promise<FeedPage<T>>,
  options: { pastLastPage?: { code: string; message: string } } = {},
) {
  return withRoute({}, async ({ db, tenant, request, ctx }) => {
    const parsed = schema.safeParse(parseBracketParams(request.nextUrl.searchParams.entries()));
    if (!parsed.success) return invalidParams(parsed.error, ctx.locale);
    const query = parsed.data as z.infer<Q> & { page: number };
    const origin = requestOrigin(request.headers) ?? `http://${requestHost(request.headers)}`;
    const page = await list(db, { tenantId: tenant.id, origin }, query);
    if (options.pastLastPage && pastLastPage(page, query.page))
      return wordpressError(
        400,
        options.pastLastPage.code,
        translateKey(ctx.locale, options.pastLastPage.message),
      );
    return NextResponse.json(page.items, {
      headers: {
        'x-wp-total': String(page.total),
        'x-wp-totalpages': String(page.totalPages),
        ...pageLinks(request, origin, query.page, page.totalPages),
        ...feedHeaders,
      },
    });
  });
}

/** Any other path under /wp-json: WordPress's `rest_no_route`. */
export function wordpressNoRoute() {
  return withRoute({}, async ({ ctx }) =>
    wordpressError(404, 'rest_no_route', translateKey(ctx.locale, 'blogFeed.noRoute')),
  );
}

/** The feed is public: any site may read it from a browser (without credentials). */
const feedHeaders = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-WP-Total, X-WP-TotalPages, Link',
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=60',
};

function wordpressError(status: number, code: string, message: string, params?: object) {
  const body: WpError & { data: { params?: object } } = {
    code,
    message,
    data: { status, ...(params ? { params } : {}) },
  };
  return NextResponse.json(body, { status, headers: feedHeaders });
}

function invalidParams(error: z.ZodError, locale: Locale) {
  const params: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '_');
    params[name] ??= translateKey(locale, issue.message, { field: name });
  }
  return wordpressError(
    400,
    'rest_invalid_param',
    translateKey(locale, 'blogFeed.invalidParams', { params: Object.keys(params).join(', ') }),
    params,
  );
}

/** `Link: <…?page=1>; rel="prev", <…?page=3>; rel="next"`, as WordPress sends. */
function pageLinks(
  request: NextRequest,
  origin: string,
  page: number,
  totalPages: number,
): Record<string, string> {
  const at = (n: number) => {
    const url = new URL(`${origin}${request.nextUrl.pathname}${request.nextUrl.search}`);
    url.searchParams.set('page', String(n));
    return `<${url.href}>`;
  };
  const links = [
    ...(page > 1 && totalPages > 0 ? [`${at(Math.min(page - 1, totalPages))}; rel="prev"`] : []),
    ...(page < totalPages ? [`${at(page + 1)}; rel="next"`] : []),
  ];
  return links.length > 0 ? { link: links.join(', ') } : {};
}

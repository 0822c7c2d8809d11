import 'server-only';
import type { Route } from '@/lib/contracts/router';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { urlRedirects } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import { findCategoryByUrl } from './categories';
import { findContentPage } from './content';
import { toProductDetail } from './product-detail';
import { findProductByUrl } from './products';

/** `/Notebooks/` → `notebooks`; the home is `home` (SPEC.md: router call with url home). */
export function normalizeRouteUrl(url: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.trim());
  } catch {
    decoded = url.trim();
  }
  const path = decoded.replace(/^\/+|\/+$/g, '').toLowerCase();
  return path === '' ? 'home' : path;
}

/** A URL under `/portal/`: only `resolvePortalRoute` answers it, with the caller's session. */
export const isPortalRouteUrl = (url: string) => url === 'portal' || url.startsWith('portal/');

/**
 * Resolves a store URL to a content page, a product or a category, in that order. Never a
 * portal's page: this answer is cached for everyone.
 */
export async function resolveRoute(
  db: Db,
  ctx: { tenantId: number },
  input: { url: string },
): Promise<Route> {
  const url = normalizeRouteUrl(input.url);
  if (isPortalRouteUrl(url)) throw new NotFoundError('errors.pageNotFound');
  const page = await findContentPage(db, ctx, url);
  if (page) return { type: 'content', content: page };
  if (url !== 'home') {
    const product = await findProductByUrl(db, ctx, url);
    if (product) return { type: 'product', content: await toProductDetail(db, ctx, product) };
    const category = await findCategoryByUrl(db, ctx, url);
    if (category) return { type: 'category', content: category };
  }
  throw new NotFoundError('errors.pageNotFound');
}

/**
 * Where an address that moved now is (a product whose URL changed in the back-office), or null:
 * the store's pages answer it with a permanent redirect.
 */
export async function findRedirect(
  db: Db,
  ctx: { tenantId: number },
  input: { url: string },
): Promise<string | null> {
  const [row] = await db
    .select({ to: urlRedirects.toUrl })
    .from(urlRedirects)
    .where(
      and(
        eq(urlRedirects.tenantId, ctx.tenantId),
        eq(urlRedirects.fromUrl, normalizeRouteUrl(input.url)),
      ),
    )
    .limit(1);
  return row?.to ?? null;
}

import 'server-only';
import { and, asc, eq, ne, notLike, isNotNull } from 'drizzle-orm';
import { HOME_PAGE_URL } from '@/lib/domain/store-pages';
import type { Db } from '@/lib/server/db/client';
import { categories, contentPages, products } from '@/lib/server/db/schema';
import type { SitemapEntries } from '@/lib/seo/sitemap';
import { shownProducts } from './products';

/** Everything a store publishes for crawlers: visible categories, visible products (add-ons
 * are sold only with their product, so they have no page) and visible content pages. */
export async function listSitemapEntries(
  db: Db,
  ctx: { tenantId: number },
): Promise<SitemapEntries> {
  const [cats, prods, pages] = await Promise.all([
    db
      .select({ url: categories.url })
      .from(categories)
      .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.visible, true)))
      .orderBy(asc(categories.url)),
    db
      .select({ url: products.url })
      .from(products)
      .where(shownProducts(ctx.tenantId))
      .orderBy(asc(products.url)),
    db
      .select({ url: contentPages.url, updatedAt: contentPages.updatedAt })
      .from(contentPages)
      .where(
        and(
          eq(contentPages.tenantId, ctx.tenantId),
          eq(contentPages.visible, true),
          isNotNull(contentPages.publishedAt),
          // The home content is the root page, already listed as `/`.
          ne(contentPages.url, HOME_PAGE_URL),
          // A company's portal pages are its users' only.
          notLike(contentPages.url, 'portal/%'),
        ),
      )
      .orderBy(asc(contentPages.url)),
  ]);
  return {
    categories: cats,
    products: prods,
    pages: pages.map((p) => ({ url: p.url, updatedAt: p.updatedAt.toISOString() })),
  };
}

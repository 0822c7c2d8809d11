import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserGuideEntry } from '@/lib/contracts/user-guide';
import type { Db } from '@/lib/server/db/client';
import { productDownloads } from '@/lib/server/db/schema';
import type { ServiceContext } from './context';
import { listReviewableProducts } from './reviews';

/** Meus Guias e manuais: the manuals and drivers of every product the customer bought. */
export async function userGuide(db: Db, ctx: ServiceContext): Promise<UserGuideEntry[]> {
  const bought = await listReviewableProducts(db, ctx);
  if (bought.length === 0) return [];
  const downloads = await db
    .select({
      id: productDownloads.id,
      productId: productDownloads.productId,
      kind: productDownloads.kind,
      title: productDownloads.title,
      url: productDownloads.url,
    })
    .from(productDownloads)
    .where(
      and(
        eq(productDownloads.tenantId, ctx.tenantId),
        inArray(
          productDownloads.productId,
          bought.map((p) => p.productId),
        ),
      ),
    )
    .orderBy(asc(productDownloads.sortOrder), asc(productDownloads.id));
  return bought.map(({ productId, name, href, image }) => ({
    productId,
    name,
    href,
    image,
    downloads: downloads
      .filter((d) => d.productId === productId)
      .map(({ id, kind, title, url }) => ({ id, kind, title, url })),
  }));
}

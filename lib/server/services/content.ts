import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { pageTranslations, type ContentPage } from '@/lib/contracts/content';
import type { Db } from '@/lib/server/db/client';
import { contentPages } from '@/lib/server/db/schema';

/**
 * A page-builder page as published; a hidden page is answered without its content (it redirects
 * to /404), one never published is not there at all.
 */
export async function findContentPage(
  db: Db,
  ctx: { tenantId: number },
  url: string,
): Promise<ContentPage | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.tenantId, ctx.tenantId),
        eq(contentPages.url, url),
        isNotNull(contentPages.publishedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    visible: row.visible,
    metaTitle: row.metaTitle,
    metaKeywords: row.metaKeywords,
    metaDescription: row.metaDescription,
    translations: pageTranslations.catch({}).parse(row.translations),
    json: row.visible ? row.json : null,
  };
}

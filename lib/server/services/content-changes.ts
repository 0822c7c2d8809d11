import 'server-only';
import { and, eq } from 'drizzle-orm';
import { invalidate } from '@/lib/server/catalog-invalidation';
import { tags } from '@/lib/server/cache-tags';
import type { Db } from '@/lib/server/db/client';
import { contentItems } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';

/**
 * The caches a content change makes stale: every loader tagged with the store's content (its
 * routes, the home, block products and the pop-ups) and, for a page, its own route.
 */
export function contentTags(tenantId: number, page?: { url: string }): string[] {
  return [tags.content(tenantId), ...(page ? [tags.route(tenantId, page.url)] : [])];
}

/** Switches a pop-up of this store on or off, or changes its JSON, and revalidates the pop-ups. */
export async function updateContentItem(
  db: Db,
  ctx: { tenantId: number },
  input: { id: number; changes: { active?: boolean; json?: unknown } },
): Promise<void> {
  const [row] = await db
    .update(contentItems)
    .set(input.changes)
    .where(and(eq(contentItems.tenantId, ctx.tenantId), eq(contentItems.id, input.id)))
    .returning({ id: contentItems.id });
  if (!row) throw new NotFoundError('errors.contentNotFound');
  invalidate(contentTags(ctx.tenantId));
}

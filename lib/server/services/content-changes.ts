import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { invalidate } from '@/lib/server/catalog-invalidation';
import { tags } from '@/lib/server/cache-tags';
import type { Db } from '@/lib/server/db/client';
import { contentItems, contentPages } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';

/**
 * The caches a content change makes stale: every loader tagged with the store's content (its
 * routes, the home, block products and the pop-ups) and, for a page, its own route.
 */
export function contentTags(tenantId: number, page?: { url: string }): string[] {
  return [tags.content(tenantId), ...(page ? [tags.route(tenantId, page.url)] : [])];
}

/** What may change on a content page (the content team's editor). */
export const contentPageChanges = z
  .object({
    name: z.string().trim().min(1).max(255),
    visible: z.boolean(),
    metaTitle: z.string().trim().max(255).nullable(),
    metaKeywords: z.string().trim().max(1000).nullable(),
    metaDescription: z.string().trim().max(1000).nullable(),
    json: z.unknown(),
  })
  .partial()
  .strict();

/** Changes a content page of this store and revalidates the caches that show it. */
export async function updateContentPage(
  db: Db,
  ctx: { tenantId: number },
  input: { id: number; changes: z.input<typeof contentPageChanges> },
): Promise<void> {
  const changes = contentPageChanges.parse(input.changes);
  const [row] = await db
    .update(contentPages)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(contentPages.tenantId, ctx.tenantId), eq(contentPages.id, input.id)))
    .returning({ url: contentPages.url });
  if (!row) throw new NotFoundError('errors.pageNotFound');
  invalidate(contentTags(ctx.tenantId, row));
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

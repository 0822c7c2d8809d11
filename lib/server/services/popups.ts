import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cleanPopup } from '@/lib/content/popups';
import type { ContentItem } from '@/lib/contracts/popups';
import type { PopupType } from '@/lib/domain/popups';
import type { Db } from '@/lib/server/db/client';
import { contentItems } from '@/lib/server/db/schema';

/**
 * GET /content: the store's active content items of the given types (all types when none is
 * given), oldest first, each with its JSON cleaned for the browser; malformed ones are left out.
 */
export async function listContentItems(
  db: Db,
  ctx: { tenantId: number },
  input: { types: readonly PopupType[] },
): Promise<ContentItem[]> {
  const rows = await db
    .select({ id: contentItems.id, type: contentItems.type, json: contentItems.json })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.tenantId, ctx.tenantId),
        eq(contentItems.active, true),
        input.types.length > 0 ? inArray(contentItems.type, [...input.types]) : undefined,
      ),
    )
    .orderBy(asc(contentItems.id));
  return rows.flatMap((row) => {
    const json = cleanPopup(row.id, row.json);
    return json ? [{ id: row.id, type: row.type, json }] : [];
  });
}

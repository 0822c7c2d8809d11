import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories } from '@/lib/server/db/schema';
import { requireArea, type BackOfficeContext } from './back-office';

export type CategoryOption = { id: number; label: string; visible: boolean };

/**
 * Every category of the store (hidden ones too) as the back-office offers them: its path of
 * names ('Notebooks › Gamer'), in the tree's order.
 */
export async function listCategoryOptions(
  db: Db,
  ctx: BackOfficeContext,
): Promise<CategoryOption[]> {
  requireArea(ctx, 'catalog');
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      sortOrder: categories.sortOrder,
      visible: categories.visible,
    })
    .from(categories)
    .where(eq(categories.tenantId, ctx.tenantId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path = (id: number | null, seen = new Set<number>()): string[] => {
    const row = id === null ? undefined : byId.get(id);
    if (!row || seen.has(row.id)) return [];
    seen.add(row.id);
    return [...path(row.parentId, seen), row.name];
  };
  return rows
    .map((r) => ({ id: r.id, label: path(r.id).join(' › '), visible: r.visible }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

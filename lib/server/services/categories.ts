import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Category } from '@/lib/contracts/catalog';
import type { SortOrder } from '@/lib/contracts/common';
import type { Db } from '@/lib/server/db/client';
import { categories } from '@/lib/server/db/schema';
import { sortRows } from './sort';

const defaultOrder = { sortOrder: 'ASC', name: 'ASC' } as const;

type CategoryRow = typeof categories.$inferSelect;

/** Visible categories of the store as a tree (roots first), SPEC.md GET /catalog/category. */
export async function listCategories(
  db: Db,
  ctx: { tenantId: number },
  input: { sortOrder?: SortOrder } = {},
): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.visible, true)));
  return buildTree(
    sortRows(
      rows,
      input.sortOrder,
      { sortOrder: (r) => r.sortOrder, name: (r) => r.name },
      defaultOrder,
    ),
  );
}

export function buildTree(rows: CategoryRow[]): Category[] {
  const nodes = new Map<number, Category>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        description: r.description,
        slug: r.slug,
        url: r.url,
        parent: r.parentId,
        children: [],
      },
    ]),
  );
  const roots: Category[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function findCategoryByUrl(
  db: Db,
  ctx: { tenantId: number },
  url: string,
): Promise<Category | null> {
  const rows = sortRows(
    await db
      .select()
      .from(categories)
      .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.visible, true))),
    undefined,
    { sortOrder: (r) => r.sortOrder, name: (r) => r.name },
    defaultOrder,
  );
  const match = rows.find((r) => r.url === url);
  if (!match) return null;
  const subtree = buildTree(rows.filter((r) => r.id === match.id || r.parentId === match.id));
  return subtree.find((c) => c.id === match.id) ?? null;
}

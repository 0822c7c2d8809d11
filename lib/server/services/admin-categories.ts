import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  adminCategoryBody,
  type adminCategoryOrderBody,
  type AdminCategory,
  type AdminCategoryBody,
} from '@/lib/contracts/back-office-catalog';
import { tags } from '@/lib/server/cache-tags';
import { invalidate } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { outer } from '@/lib/server/db/like';
import { categories, productCategories } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError, type FieldErrors } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { recordCatalogChange } from './search-index';
import { isUniqueViolation, leaveRedirect, urlTaken } from './store-urls';

type AdminCategoryOrderBody = z.output<typeof adminCategoryOrderBody>;

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

const columns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  url: categories.url,
  description: categories.description,
  parentId: categories.parentId,
  sortOrder: categories.sortOrder,
  visible: categories.visible,
};

/** GET /admin/categories: every category of the store with its product count, tree order. */
export async function listAdminCategories(
  db: Db,
  ctx: BackOfficeContext,
): Promise<AdminCategory[]> {
  requireArea(ctx, 'catalog');
  const rows = await db
    .select({
      ...columns,
      productCount: sql<number>`(select count(*)::int from ${productCategories} where ${productCategories.categoryId} = ${outer('categories', 'id')})`,
    })
    .from(categories)
    .where(eq(categories.tenantId, ctx.tenantId))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  return inTreeOrder(rows);
}

/** Parents before their children, siblings by their order: the tree read top to bottom. */
function inTreeOrder<T extends { id: number; parentId: number | null }>(rows: T[]): T[] {
  const known = new Set(rows.map((r) => r.id));
  const out: T[] = [];
  const visit = (parentId: number | null) => {
    for (const row of rows)
      if ((row.parentId !== null && known.has(row.parentId) ? row.parentId : null) === parentId) {
        out.push(row);
        visit(row.id);
      }
  };
  visit(null);
  return out;
}

type CategoryRow = Awaited<ReturnType<typeof loadCategories>>[number];

async function loadCategories(tx: Db, tenantId: number) {
  return tx.select(columns).from(categories).where(eq(categories.tenantId, tenantId));
}

/** The category and every category under it. */
function subtree(rows: CategoryRow[], id: number): CategoryRow[] {
  const out = rows.filter((r) => r.id === id);
  for (let i = 0; i < out.length; i++) out.push(...rows.filter((r) => r.parentId === out[i]!.id));
  return out;
}

const auditOf = (row: CategoryRow) => ({
  name: row.name,
  slug: row.slug,
  url: row.url,
  description: row.description,
  parentId: row.parentId,
  sortOrder: row.sortOrder,
  visible: row.visible,
});

/**
 * POST /admin/categories (no id) or PUT /admin/categories/{id}: a category as the form sent it.
 * A new one goes last among its siblings. A new parent or slug moves its URL and those of the
 * categories under it, each leaving a permanent redirect; a parent under the category itself, an
 * unknown one or a URL another record holds is a field error and nothing is written. A rename
 * writes the search documents again (category names are searched). The menu, the listings and
 * the routes of the old and new URLs are invalidated.
 */
export async function saveAdminCategory(
  db: Db,
  ctx: BackOfficeContext,
  input: { id?: number; category: AdminCategoryBody },
): Promise<AdminCategory> {
  const actor = requireArea(ctx, 'catalog');
  const values = adminCategoryBody.parse(input.category);
  const stale = new Set<string>();
  let savedId = 0;
  try {
    await db.transaction(async (tx) => {
      const rows = await loadCategories(tx, ctx.tenantId);
      const before = input.id === undefined ? null : rows.find((r) => r.id === input.id);
      if (before === undefined) throw new NotFoundError('backOffice.categories.notFound');
      const parent = values.parentId === null ? null : rows.find((r) => r.id === values.parentId);
      const errors: FieldErrors = {};
      if (parent === undefined) errors.parentId = ['backOffice.categories.parentUnknown'];
      else if (before && parent && subtree(rows, before.id).some((r) => r.id === parent.id))
        errors.parentId = ['backOffice.categories.parentInside'];
      const url = parent ? `${parent.url}/${values.slug}` : values.slug;
      const moved = before ? subtree(rows, before.id) : [];
      const renamed = (row: CategoryRow) =>
        before && before.url !== url ? url + row.url.slice(before.url.length) : row.url;
      if (!errors.parentId) {
        const targets = before ? moved.map(renamed) : [url];
        for (const [i, target] of targets.entries())
          if (
            (!before || target !== moved[i]!.url) &&
            (await urlTaken(tx, ctx.tenantId, target, { category: moved[i]?.id }))
          )
            errors.slug = ['backOffice.categories.urlTaken'];
      }
      if (Object.keys(errors).length > 0) throw new ValidationError('errors.validation', errors);
      const fields = {
        name: values.name,
        slug: values.slug,
        url,
        description: values.description,
        parentId: values.parentId,
        visible: values.visible,
      };
      // A new category, or one moved to another parent, goes last among its new siblings.
      const last = Math.max(
        -1,
        ...rows
          .filter((r) => r.parentId === values.parentId && r.id !== before?.id)
          .map((r) => r.sortOrder),
      );
      if (before) {
        await tx
          .update(categories)
          .set(before.parentId === values.parentId ? fields : { ...fields, sortOrder: last + 1 })
          .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.id, before.id)));
        for (const row of moved.slice(1)) {
          const target = renamed(row);
          if (target === row.url) continue;
          await tx.update(categories).set({ url: target }).where(eq(categories.id, row.id));
        }
        for (const row of moved) {
          const target = row.id === before.id ? url : renamed(row);
          if (target === row.url) continue;
          await leaveRedirect(tx, ctx.tenantId, row.url, target);
          stale.add(tags.route(ctx.tenantId, row.url));
          stale.add(tags.route(ctx.tenantId, target));
        }
        savedId = before.id;
      } else {
        const [row] = await tx
          .insert(categories)
          .values({ ...fields, tenantId: ctx.tenantId, sortOrder: last + 1 })
          .returning({ id: categories.id });
        savedId = row!.id;
      }
      if (before && before.name !== values.name) await recordCatalogChange(tx, ctx);
      const [after] = await tx.select(columns).from(categories).where(eq(categories.id, savedId));
      stale.add(tags.route(ctx.tenantId, after!.url));
      await recordAudit(
        tx,
        { tenantId: ctx.tenantId, actor },
        {
          action: before ? 'category.update' : 'category.create',
          entity: 'category',
          entityId: savedId,
          before: before ? auditOf(before) : null,
          after: auditOf(after!),
        },
      );
    });
  } catch (error) {
    // Two saves racing for one URL: the index refuses the second, told as the check does.
    if (isUniqueViolation(error))
      throw new ValidationError('errors.validation', { slug: ['backOffice.categories.urlTaken'] });
    throw error;
  }
  invalidate([tags.categories(ctx.tenantId), tags.products(ctx.tenantId), ...stale]);
  const saved = (await listAdminCategories(db, ctx)).find((c) => c.id === savedId);
  return saved!;
}

/**
 * PUT /admin/categories/order: the children of one parent in a new order. The ids must be exactly
 * that parent's children, or nothing changes (422).
 */
export async function orderAdminCategories(
  db: Db,
  ctx: BackOfficeContext,
  input: AdminCategoryOrderBody,
): Promise<AdminCategory[]> {
  const actor = requireArea(ctx, 'catalog');
  await db.transaction(async (tx) => {
    const siblings = (await loadCategories(tx, ctx.tenantId)).filter(
      (r) => r.parentId === input.parentId,
    );
    const same =
      siblings.length === input.ids.length &&
      new Set(input.ids).size === input.ids.length &&
      input.ids.every((id) => siblings.some((s) => s.id === id));
    if (!same)
      throw new ValidationError('errors.validation', {
        ids: ['backOffice.categories.orderMismatch'],
      });
    for (const [sortOrder, id] of input.ids.entries())
      await tx.update(categories).set({ sortOrder }).where(eq(categories.id, id));
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'category.order',
        entity: 'category',
        entityId: input.parentId ?? 'top',
        before: { order: [...siblings].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => s.id) },
        after: { order: input.ids },
      },
    );
  });
  invalidate([tags.categories(ctx.tenantId)]);
  return listAdminCategories(db, ctx);
}

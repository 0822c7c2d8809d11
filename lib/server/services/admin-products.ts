import 'server-only';
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@/lib/contracts/back-office';
import {
  adminProductBody,
  type AdminProduct,
  type AdminProductBody,
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductRow,
  type AdminProductValues,
} from '@/lib/contracts/back-office-products';
import { toCents, toReais } from '@/lib/domain/money';
import { sanitizeContentHtml } from '@/lib/content/sanitize';
import { tags } from '@/lib/server/cache-tags';
import { invalidate, productTags } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { containing, outer } from '@/lib/server/db/like';
import { categories, productCategories, productMedias, products } from '@/lib/server/db/schema';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  type FieldErrors,
} from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import {
  loadProductRelations,
  relationsBody,
  writeProductRelations,
} from './admin-product-relations';
import { recordCatalogChange } from './search-index';
import { isUniqueViolation, leaveRedirect, urlTaken } from './store-urls';
import { notifyBackInStock, pendingAlertCounts } from './stock-alert-delivery';

/** The outer query's product, in correlated subqueries. */
const productId = outer('products', 'id');

const firstImage = sql<
  string | null
>`(select ${productMedias.url} from ${productMedias} where ${productMedias.productId} = ${productId} order by ${productMedias.position}, ${productMedias.id} limit 1)`;

const SORT_COLUMNS = {
  name: products.name,
  sku: products.sku,
  price: products.finalPriceCents,
  stock: products.stock,
  updatedAt: products.updatedAt,
} as const;

function listConditions(ctx: BackOfficeContext, query: AdminProductListQuery): SQL[] {
  const term = query.q?.trim();
  const conditions: (SQL | undefined)[] = [
    eq(products.tenantId, ctx.tenantId),
    term
      ? or(ilike(products.name, containing(term)), ilike(products.sku, containing(term)))
      : undefined,
    query.category
      ? sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${productId} and ${productCategories.categoryId} = ${query.category})`
      : undefined,
    query.type ? eq(products.type, query.type) : undefined,
    query.stock === 'in' ? sql`${products.stock} > 0` : undefined,
    query.stock === 'out' ? eq(products.stock, 0) : undefined,
    query.visible ? eq(products.visible, query.visible === 'yes') : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * GET /admin/products: the store's products (hidden ones too), searched by name or SKU,
 * filtered, sorted (by name by default) and paged on the server; the catalog area's.
 */
export async function listAdminProducts(
  db: Db,
  ctx: BackOfficeContext,
  query: AdminProductListQuery,
): Promise<AdminProductList> {
  requireArea(ctx, 'catalog');
  const where = and(...listConditions(ctx, query));
  const page = query.page ?? 1;
  const direction = (query.dir ?? 'asc') === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        url: products.url,
        type: products.type,
        visible: products.visible,
        saleable: products.saleable,
        stock: products.stock,
        priceCents: products.priceCents,
        finalPriceCents: products.finalPriceCents,
        image: firstImage,
        categories: sql<
          string[]
        >`coalesce((select array_agg(${categories.name} order by ${categories.name}) from ${productCategories} join ${categories} on ${categories.id} = ${productCategories.categoryId} where ${productCategories.productId} = ${productId}), '{}')`,
      })
      .from(products)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort ?? 'name']), asc(products.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const alerts = await pendingAlertCounts(
    db,
    ctx.tenantId,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map(({ priceCents, finalPriceCents, ...row }): AdminProductRow => ({
      ...row,
      price: toReais(priceCents),
      finalPrice: toReais(finalPriceCents),
      pendingStockAlerts: alerts.get(row.id) ?? 0,
    })),
    total: count?.total ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** The columns the editor and the audit read. */
const editable = {
  id: products.id,
  version: products.version,
  updatedAt: products.updatedAt,
  name: products.name,
  subtitle: products.subtitle,
  shortDescription: products.shortDescription,
  description: products.description,
  sku: products.sku,
  url: products.url,
  type: products.type,
  saleable: products.saleable,
  visible: products.visible,
  stock: products.stock,
  priceCents: products.priceCents,
  finalPriceCents: products.finalPriceCents,
  inCashPriceCents: products.inCashPriceCents,
  productionTime: products.productionTime,
  seals: products.seals,
};

async function loadProduct(db: Db, tenantId: number, id: number, lock = false) {
  const query = db
    .select({ ...editable, image: firstImage })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const links = await db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, id))
    .orderBy(asc(productCategories.categoryId));
  const relations = await loadProductRelations(db, tenantId, id);
  return { ...row, categoryIds: links.map((l) => l.id), ...relations };
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadProduct>>>;

function toAdminProduct(row: Loaded, pending: number): AdminProduct {
  const { priceCents, finalPriceCents, inCashPriceCents, updatedAt, ...rest } = row;
  return {
    ...rest,
    updatedAt: updatedAt.toISOString(),
    price: toReais(priceCents),
    finalPrice: toReais(finalPriceCents),
    inCashPrice: inCashPriceCents === null ? null : toReais(inCashPriceCents),
    pendingStockAlerts: pending,
  };
}

/** What the audit keeps of a product: its editable fields (prices in cents). */
const auditOf = (row: Loaded) => ({
  name: row.name,
  subtitle: row.subtitle,
  shortDescription: row.shortDescription,
  description: row.description,
  sku: row.sku,
  url: row.url,
  type: row.type,
  saleable: row.saleable,
  visible: row.visible,
  stock: row.stock,
  priceCents: row.priceCents,
  finalPriceCents: row.finalPriceCents,
  inCashPriceCents: row.inCashPriceCents,
  productionTime: row.productionTime,
  categoryIds: row.categoryIds,
  attributes: row.attributes,
  addons: row.addons,
  bundleGroups: row.bundleGroups,
  crossSells: row.crossSells,
  seals: row.seals,
  downloads: row.downloads,
});

/** GET /admin/products/{id}: a product as the editor loads it. */
export async function getAdminProduct(
  db: Db,
  ctx: BackOfficeContext,
  input: { id: number },
): Promise<AdminProduct> {
  requireArea(ctx, 'catalog');
  const row = await loadProduct(db, ctx.tenantId, input.id);
  if (!row) throw new NotFoundError('backOffice.products.notFound');
  const pending = await pendingAlertCounts(db, ctx.tenantId, [row.id]);
  return toAdminProduct(row, pending.get(row.id) ?? 0);
}

/** The values as stored: description sanitized, prices in cents. */
function columnsOf(values: AdminProductValues) {
  return {
    ...productColumns(values),
    description: values.description === null ? null : sanitizeContentHtml(values.description),
  };
}

/** The columns of a product's values but its description (prices in cents): the CSV's too. */
export function productColumns(values: AdminProductValues) {
  return {
    name: values.name,
    subtitle: values.subtitle,
    shortDescription: values.shortDescription,
    sku: values.sku,
    url: values.url,
    type: values.type,
    saleable: values.saleable,
    visible: values.visible,
    stock: values.stock,
    priceCents: toCents(values.price),
    finalPriceCents: toCents(values.finalPrice),
    inCashPriceCents: values.inCashPrice === null ? null : toCents(values.inCashPrice),
    productionTime: values.productionTime,
  };
}

/**
 * 422 on each field another record of the store already holds: the SKU (another product), the
 * URL (another product, a category or a content page), a category that is not the store's.
 */
async function assertFree(
  tx: Db,
  ctx: BackOfficeContext,
  values: AdminProductValues,
  exceptId?: number,
): Promise<void> {
  const other = exceptId === undefined ? undefined : ne(products.id, exceptId);
  const [sku, url, known] = await Promise.all([
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, ctx.tenantId), eq(products.sku, values.sku), other))
      .limit(1),
    urlTaken(tx, ctx.tenantId, values.url, { product: exceptId }),
    values.categoryIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: categories.id })
          .from(categories)
          .where(
            and(eq(categories.tenantId, ctx.tenantId), inArray(categories.id, values.categoryIds)),
          ),
  ]);
  const errors: FieldErrors = {};
  if (sku.length > 0) errors.sku = ['backOffice.products.skuTaken'];
  if (url) errors.url = ['backOffice.products.urlTaken'];
  if (known.length !== new Set(values.categoryIds).size)
    errors.categoryIds = ['backOffice.products.categoryUnknown'];
  if (Object.keys(errors).length > 0) throw new ValidationError('errors.validation', errors);
}

async function writeCategories(tx: Db, tenantId: number, productId: number, ids: number[]) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  const unique = [...new Set(ids)];
  if (unique.length > 0)
    await tx
      .insert(productCategories)
      .values(unique.map((categoryId) => ({ tenantId, productId, categoryId })));
}

/**
 * POST /admin/products (no id) or PUT /admin/products/{id} (with the version the editor read):
 * the product as the form sent it, checked by the one contract, every store rule (SKU and URL
 * free, the store's categories) and, for an edit, the version: a product changed by someone else
 * since is 409 and nothing is written. In one transaction: the row, its categories, its search
 * document, a redirect from an old URL, the audit row and, for a product back in stock, its
 * stock alerts' e-mails. Then exactly the caches that show it are invalidated.
 */
export async function saveAdminProduct(
  db: Db,
  ctx: BackOfficeContext,
  input: { id?: number; version?: number; product: AdminProductBody; origin: string },
): Promise<AdminProduct> {
  const actor = requireArea(ctx, 'catalog');
  const values = adminProductBody.parse(input.product);
  const stale: string[] = [];
  let saved: Loaded;
  try {
    saved = await db.transaction(async (tx) => {
      await assertFree(tx, ctx, values, input.id);
      const before =
        input.id === undefined ? null : await loadProduct(tx, ctx.tenantId, input.id, true);
      if (input.id !== undefined && !before)
        throw new NotFoundError('backOffice.products.notFound');
      if (before && before.version !== input.version)
        throw new ConflictError('backOffice.products.versionConflict');
      const columns = columnsOf(values);
      const [row] = before
        ? await tx
            .update(products)
            .set({ ...columns, version: before.version + 1, updatedAt: new Date() })
            .where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, before.id)))
            .returning({ id: products.id })
        : await tx
            .insert(products)
            .values({ ...columns, tenantId: ctx.tenantId })
            .returning({ id: products.id });
      const id = row!.id;
      await writeCategories(tx, ctx.tenantId, id, values.categoryIds);
      await writeProductRelations(tx, ctx.tenantId, id, values);
      if (before && before.url !== values.url) {
        await leaveRedirect(tx, ctx.tenantId, before.url, values.url);
        stale.push(tags.route(ctx.tenantId, before.url));
      }
      await recordCatalogChange(tx, ctx, { productIds: [id] });
      const after = (await loadProduct(tx, ctx.tenantId, id))!;
      await recordAudit(
        tx,
        { tenantId: ctx.tenantId, actor },
        {
          action: before ? 'product.update' : 'product.create',
          entity: 'product',
          entityId: id,
          before: before ? auditOf(before) : null,
          after: auditOf(after),
        },
      );
      if ((before?.stock ?? 0) === 0 && after.stock > 0)
        await notifyBackInStock(tx, {
          tenantId: ctx.tenantId,
          productIds: [id],
          origin: input.origin,
        });
      return after;
    });
  } catch (error) {
    // Two saves racing for one SKU or URL: the index refuses the second, told as the check does.
    if (isUniqueViolation(error)) await assertFree(db, ctx, values, input.id);
    throw error;
  }
  invalidate([...productTags(ctx.tenantId, saved), ...stale]);
  const pending = await pendingAlertCounts(db, ctx.tenantId, [saved.id]);
  return toAdminProduct(saved, pending.get(saved.id) ?? 0);
}

/**
 * POST /admin/products/{id}/duplicate: a hidden copy to edit ('(cópia)' names are the editor's
 * to change), with a free SKU and URL, no stock and the same categories.
 */
export async function duplicateAdminProduct(
  db: Db,
  ctx: BackOfficeContext,
  input: { id: number; origin: string },
): Promise<AdminProduct> {
  requireArea(ctx, 'catalog');
  const source = await loadProduct(db, ctx.tenantId, input.id);
  if (!source) throw new NotFoundError('backOffice.products.notFound');
  const suffix = Date.now().toString(36);
  return saveAdminProduct(db, ctx, {
    origin: input.origin,
    product: {
      name: source.name,
      subtitle: source.subtitle,
      shortDescription: source.shortDescription,
      description: source.description,
      sku: `${source.sku}-${suffix}`.slice(0, 64),
      url: `${source.url}-${suffix}`.slice(0, 200),
      type: source.type,
      saleable: source.saleable,
      visible: false,
      stock: 0,
      price: toReais(source.priceCents),
      finalPrice: toReais(source.finalPriceCents),
      inCashPrice: source.inCashPriceCents === null ? null : toReais(source.inCashPriceCents),
      productionTime: source.productionTime,
      categoryIds: source.categoryIds,
      ...relationsBody(source),
    },
  });
}

import 'server-only';
import Papa from 'papaparse';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { adminProductBody, type AdminProductValues } from '@/lib/contracts/back-office-products';
import {
  csvLineToBody,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvKey,
  type ProductCsvLine,
} from '@/lib/catalog/product-csv';
import { asMessage, type Message, type MessageKey } from '@/lib/i18n/messages';
import { tags } from '@/lib/server/cache-tags';
import { invalidate } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { outer } from '@/lib/server/db/like';
import {
  auditLog,
  categories,
  contentPages,
  productCategories,
  products,
} from '@/lib/server/db/schema';
import { ValidationError } from '@/lib/server/http/errors';
import { productColumns } from './admin-products';
import { requireArea, type BackOfficeActor, type BackOfficeContext } from './back-office';
import { recordCatalogChange } from './search-index';
import { notifyBackInStock } from './stock-alert-delivery';

/** Lines written in one transaction: a failure loses at most one batch, never half of one. */
export const IMPORT_BATCH = 500;
/** The largest file the import reads (a 100,000-line catalog is about 15 MB). */
export const IMPORT_MAX_LINES = 100_000;

/** A refused line: its number in the file (the header is line 1), the column, the reason. */
export type ImportProblem = { line: number; column: string | null; message: Message };

type Parsed = { line: number; cells: ProductCsvLine };
type Checked = { line: number; values: AdminProductValues };

/** The outer query's product, in correlated subqueries. */
const productId = outer('products', 'id');

const HEADER_OF: Record<ProductCsvKey, string> = Object.fromEntries(
  PRODUCT_CSV_COLUMNS.map((c) => [c.key, c.header]),
) as Record<ProductCsvKey, string>;
const KEY_OF_FIELD: Partial<Record<string, ProductCsvKey>> = { categoryIds: 'categories' };

/**
 * The file's lines by the header (any order, ';' or ',' between cells, a BOM or not). A file
 * without the required columns is refused whole (422 on `file`).
 */
export function parseProductCsv(text: string): Parsed[] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  const [header = [], ...rows] = result.data;
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  const missing = ['sku', 'nome', 'url', 'preco_de', 'preco_por'].filter((h) => !index.has(h));
  if (missing.length > 0)
    throw new ValidationError('errors.validation', {
      file: [{ key: 'backOffice.import.missingColumns', values: { columns: missing.join(', ') } }],
    });
  if (rows.length > IMPORT_MAX_LINES)
    throw new ValidationError('errors.validation', {
      file: [{ key: 'backOffice.import.tooManyLines', values: { max: IMPORT_MAX_LINES } }],
    });
  return rows.map((row, i) => ({
    line: i + 2,
    cells: Object.fromEntries(
      PRODUCT_CSV_COLUMNS.map((c) => {
        const at = index.get(c.header);
        return [c.key, at === undefined ? '' : (row[at] ?? '')];
      }),
    ) as ProductCsvLine,
  }));
}

/** What the store has that a line may collide with or point at. */
async function storeIndex(db: Db, tenantId: number) {
  const [productRows, categoryRows, pageRows] = await Promise.all([
    db
      .select({ id: products.id, sku: products.sku, url: products.url })
      .from(products)
      .where(eq(products.tenantId, tenantId)),
    db
      .select({ id: categories.id, url: categories.url })
      .from(categories)
      .where(eq(categories.tenantId, tenantId)),
    db
      .select({ url: contentPages.url })
      .from(contentPages)
      .where(eq(contentPages.tenantId, tenantId)),
  ]);
  return {
    bySku: new Map(productRows.map((p) => [p.sku, p])),
    urlOwner: new Map(productRows.map((p) => [p.url, p.sku])),
    categoryByUrl: new Map(categoryRows.map((c) => [c.url, c.id])),
    takenUrls: new Set([...categoryRows.map((c) => c.url), ...pageRows.map((p) => p.url)]),
  };
}

/**
 * Every line checked as the editor's contract checks a product, and against the store and the
 * file itself: an unknown category, a SKU twice in the file, a URL another product or a page
 * has. Answers the good lines and a problem for each bad one, by its line number.
 */
function checkLines(
  lines: Parsed[],
  store: Awaited<ReturnType<typeof storeIndex>>,
): { good: Checked[]; problems: ImportProblem[] } {
  const good: Checked[] = [];
  const problems: ImportProblem[] = [];
  const seenSku = new Map<string, number>();
  const seenUrl = new Map<string, string>();
  for (const { line, cells } of lines) {
    const refuse = (column: ProductCsvKey | null, text: MessageKey | Message) =>
      problems.push({ line, column: column && HEADER_OF[column], message: asMessage(text) });
    const urls = cells.categories
      .split('|')
      .map((u) => u.trim().replace(/^\/+|\/+$/g, ''))
      .filter(Boolean);
    const unknown = urls.filter((u) => !store.categoryByUrl.has(u));
    if (unknown.length > 0) {
      refuse('categories', {
        key: 'backOffice.import.unknownCategory',
        values: { categories: unknown.join(', ') },
      });
      continue;
    }
    const parsed = adminProductBody.safeParse(
      csvLineToBody(
        cells,
        urls.map((u) => store.categoryByUrl.get(u)!),
      ),
    );
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? '');
      const column = (KEY_OF_FIELD[field] ??
        (field in HEADER_OF ? field : null)) as ProductCsvKey | null;
      refuse(column, issue.message as MessageKey);
      continue;
    }
    const values = parsed.data;
    const first = seenSku.get(values.sku);
    if (first !== undefined) {
      refuse('sku', { key: 'backOffice.import.skuTwice', values: { line: first } });
      continue;
    }
    const owner = store.urlOwner.get(values.url) ?? seenUrl.get(values.url);
    if (store.takenUrls.has(values.url) || (owner !== undefined && owner !== values.sku)) {
      refuse('url', 'backOffice.products.urlTaken');
      continue;
    }
    seenSku.set(values.sku, line);
    seenUrl.set(values.url, values.sku);
    good.push({ line, values });
  }
  return { good, problems };
}

/** POST /admin/products/import?dryRun=1: how many lines, how many good, every bad one. */
export async function checkProductImport(
  db: Db,
  ctx: BackOfficeContext,
  text: string,
): Promise<{ total: number; valid: number; problems: ImportProblem[] }> {
  requireArea(ctx, 'catalog');
  const lines = parseProductCsv(text);
  const { good, problems } = checkLines(lines, await storeIndex(db, ctx.tenantId));
  return { total: lines.length, valid: good.length, problems };
}

type Columns = ReturnType<typeof productColumns>;
/** The columns a line may change (the description is not in the CSV and never touched). */
const COMPARED: (keyof Columns)[] = [
  'name',
  'subtitle',
  'shortDescription',
  'sku',
  'url',
  'type',
  'saleable',
  'visible',
  'stock',
  'priceCents',
  'finalPriceCents',
  'inCashPriceCents',
  'productionTime',
];

/**
 * POST /admin/products/import: applies every good line, IMPORT_BATCH at a time, each batch in
 * one transaction; idempotent by SKU (a SKU the store has is updated, only when something
 * differs; a new one is created), the description never touched. Each changed product's
 * version moves, with an audit row; a product back in stock e-mails its alerts. `progress` is
 * told after each batch. The listings' caches expire once at the end.
 */
export async function applyProductImport(
  db: Db,
  ctx: BackOfficeContext,
  input: { text: string; origin: string },
  progress: (done: number, total: number) => void | Promise<void> = () => undefined,
): Promise<{
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
}> {
  const actor = requireArea(ctx, 'catalog');
  const lines = parseProductCsv(input.text);
  const { good, problems } = checkLines(lines, await storeIndex(db, ctx.tenantId));
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  for (let start = 0; start < good.length; start += IMPORT_BATCH) {
    const batch = good.slice(start, start + IMPORT_BATCH);
    const counts = await db.transaction((tx) => applyBatch(tx, ctx, actor, batch, input.origin));
    created += counts.created;
    updated += counts.updated;
    unchanged += counts.unchanged;
    await progress(Math.min(start + IMPORT_BATCH, good.length), good.length);
  }
  if (created + updated > 0)
    invalidate([tags.products(ctx.tenantId), tags.categories(ctx.tenantId)]);
  return { total: lines.length, created, updated, unchanged, problems };
}

async function applyBatch(
  tx: Db,
  ctx: BackOfficeContext,
  actor: BackOfficeActor,
  batch: Checked[],
  origin: string,
): Promise<{ created: number; updated: number; unchanged: number }> {
  const skus = batch.map((b) => b.values.sku);
  const existing = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, ctx.tenantId), inArray(products.sku, skus)))
    .for('update');
  const linked = existing.length
    ? await tx
        .select({
          productId: productCategories.productId,
          categoryId: productCategories.categoryId,
        })
        .from(productCategories)
        .where(
          inArray(
            productCategories.productId,
            existing.map((p) => p.id),
          ),
        )
    : [];
  const categoriesOf = new Map<number, number[]>();
  for (const l of linked)
    categoriesOf.set(l.productId, [...(categoriesOf.get(l.productId) ?? []), l.categoryId]);
  const bySku = new Map(existing.map((p) => [p.sku, p]));
  const fresh = batch.filter((b) => !bySku.has(b.values.sku));
  const audits: (typeof auditLog.$inferInsert)[] = [];
  const auditRow = (id: number, before: object | null, after: object) => ({
    tenantId: ctx.tenantId,
    actor: actor.kind === 'operator' ? `operator:${actor.operator.id}` : `key:${actor.keyId}`,
    actorLabel: actor.kind === 'operator' ? actor.operator.email : actor.name,
    action: before ? 'product.import.update' : 'product.import.create',
    entity: 'product',
    entityId: String(id),
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown>,
  });

  const inserted = fresh.length
    ? await tx
        .insert(products)
        .values(fresh.map((b) => ({ ...productColumns(b.values), tenantId: ctx.tenantId })))
        .returning({ id: products.id, sku: products.sku })
    : [];
  const idOfSku = new Map(inserted.map((p) => [p.sku, p.id]));
  const categoryRows: (typeof productCategories.$inferInsert)[] = [];
  for (const b of fresh) {
    const id = idOfSku.get(b.values.sku)!;
    audits.push(
      auditRow(id, null, { ...productColumns(b.values), categoryIds: b.values.categoryIds }),
    );
    for (const categoryId of new Set(b.values.categoryIds))
      categoryRows.push({ tenantId: ctx.tenantId, productId: id, categoryId });
  }

  const changedIds: number[] = [];
  const backInStock: number[] = [];
  let unchanged = 0;
  for (const b of batch) {
    const row = bySku.get(b.values.sku);
    if (!row) continue;
    const next = productColumns(b.values);
    const before: Partial<Columns> = {};
    const after: Partial<Columns> = {};
    for (const key of COMPARED)
      if (row[key] !== next[key]) {
        (before as Record<string, unknown>)[key] = row[key];
        (after as Record<string, unknown>)[key] = next[key];
      }
    const oldCategories = [...(categoriesOf.get(row.id) ?? [])].sort((x, y) => x - y);
    const newCategories = [...new Set(b.values.categoryIds)].sort((x, y) => x - y);
    const categoriesMoved = oldCategories.join() !== newCategories.join();
    if (Object.keys(after).length === 0 && !categoriesMoved) {
      unchanged += 1;
      continue;
    }
    if (Object.keys(after).length > 0)
      await tx
        .update(products)
        .set({ ...after, version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(eq(products.id, row.id));
    if (categoriesMoved) {
      await tx.delete(productCategories).where(eq(productCategories.productId, row.id));
      for (const categoryId of newCategories)
        categoryRows.push({ tenantId: ctx.tenantId, productId: row.id, categoryId });
    }
    if (row.stock === 0 && next.stock > 0) backInStock.push(row.id);
    changedIds.push(row.id);
    audits.push(
      auditRow(
        row.id,
        categoriesMoved ? { ...before, categoryIds: oldCategories } : before,
        categoriesMoved ? { ...after, categoryIds: newCategories } : after,
      ),
    );
  }
  if (categoryRows.length) await tx.insert(productCategories).values(categoryRows);
  if (audits.length) await tx.insert(auditLog).values(audits);
  await recordCatalogChange(tx, ctx, { productIds: [...inserted.map((p) => p.id), ...changedIds] });
  if (backInStock.length)
    await notifyBackInStock(tx, { tenantId: ctx.tenantId, productIds: backInStock, origin });
  return { created: inserted.length, updated: changedIds.length, unchanged };
}

/** GET /admin/products/export: every product of the store as the import reads it, in batches. */
export async function* productCsvBatches(
  db: Db,
  ctx: BackOfficeContext,
): AsyncGenerator<(typeof products.$inferSelect & { categoryUrls: string[] })[]> {
  requireArea(ctx, 'catalog');
  for (let after = 0; ;) {
    const rows = await db
      .select({
        product: products,
        categoryUrls: sql<
          string[]
        >`coalesce((select array_agg(${categories.url} order by ${categories.url}) from ${productCategories} join ${categories} on ${categories.id} = ${productCategories.categoryId} where ${productCategories.productId} = ${productId}), '{}')`,
      })
      .from(products)
      .where(and(eq(products.tenantId, ctx.tenantId), sql`${products.id} > ${after}`))
      .orderBy(products.id)
      .limit(1000);
    if (rows.length > 0) yield rows.map((r) => ({ ...r.product, categoryUrls: r.categoryUrls }));
    if (rows.length < 1000) return;
    after = rows.at(-1)!.product.id;
  }
}

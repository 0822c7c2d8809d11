import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lte,
  max,
  min,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  PAGE_SIZE,
  type Facet,
  type Listing,
  type ListingSort,
  type ListingState,
} from '@/lib/contracts/listing';
import type { Db } from '@/lib/server/db/client';
import { productAttributes, productCategories, products } from '@/lib/server/db/schema';
import { listAttributes } from './attributes';
import { toProducts } from './products';

const sortTerms: Record<ListingSort, SQL[]> = {
  'finalPrice:ASC': [asc(products.finalPriceCents), asc(products.id)],
  'finalPrice:DESC': [desc(products.finalPriceCents), asc(products.id)],
  'name:ASC': [asc(products.name), asc(products.id)],
  'newest:DESC': [desc(products.createdAt), desc(products.id)],
  'discount:DESC': [
    desc(
      sql`(${products.priceCents} - ${products.finalPriceCents})::float / greatest(${products.priceCents}, 1)`,
    ),
    asc(products.id),
  ],
};

/**
 * A page of a category (or of the whole catalogue) with facet counts: each attribute's counts
 * apply every other selected filter, so a shopper sees how many products each choice leaves.
 */
export async function listProducts(
  db: Db,
  ctx: { tenantId: number },
  input: { categoryId?: number; state: ListingState },
): Promise<Listing> {
  const attributes = (await listAttributes(db, ctx)).filter((a) => a.filterable);
  const base: SQL[] = [
    eq(products.tenantId, ctx.tenantId),
    eq(products.visible, true),
    ne(products.type, 'addon'),
  ];
  if (input.categoryId !== undefined) {
    base.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productCategories)
          .where(
            and(
              eq(productCategories.productId, products.id),
              eq(productCategories.categoryId, input.categoryId),
            ),
          ),
      ),
    );
  }

  // Selected options, keeping only ids that belong to the attribute they are filed under.
  const selected = attributes.flatMap((a) => {
    const valid = new Set(a.options.map((o) => o.id));
    const ids = (input.state.attributes[a.code] ?? []).filter((id) => valid.has(id));
    return ids.length > 0 ? [{ code: a.code, ids }] : [];
  });
  const optionFilter = (ids: number[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(productAttributes)
        .where(
          and(
            eq(productAttributes.productId, products.id),
            inArray(productAttributes.optionId, ids),
          ),
        ),
    );
  const priceFilters: SQL[] = [];
  if (input.state.price?.min !== undefined)
    priceFilters.push(gte(products.finalPriceCents, input.state.price.min));
  if (input.state.price?.max !== undefined)
    priceFilters.push(lte(products.finalPriceCents, input.state.price.max));
  const filtersExcept = (code: string | null) => [
    ...selected.filter((s) => s.code !== code).map((s) => optionFilter(s.ids)),
    ...priceFilters,
  ];
  const where = and(...base, ...filtersExcept(null));

  const [totals] = await db.select({ n: count() }).from(products).where(where);
  const total = totals?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(input.state.page, pageCount);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...sortTerms[input.state.sort])
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);

  const [range] = await db
    .select({ min: min(products.finalPriceCents), max: max(products.finalPriceCents) })
    .from(products)
    .where(and(...base));

  const facets: Facet[] = [];
  for (const a of attributes) {
    const counts = await db
      .select({
        optionId: productAttributes.optionId,
        n: sql<number>`count(distinct ${products.id})::int`,
      })
      .from(products)
      .innerJoin(productAttributes, eq(productAttributes.productId, products.id))
      .where(and(...base, eq(productAttributes.attributeId, a.id), ...filtersExcept(a.code)))
      .groupBy(productAttributes.optionId);
    const byOption = new Map(counts.map((c) => [c.optionId, Number(c.n)]));
    const options = a.options
      .map((o) => ({ ...o, count: byOption.get(o.id) ?? 0 }))
      .filter((o) => o.count > 0);
    if (options.length > 0) facets.push({ code: a.code, name: a.name, options });
  }

  return {
    products: await toProducts(db, ctx, rows),
    total,
    page,
    pageCount,
    facets,
    priceRange: { min: range?.min ?? 0, max: range?.max ?? 0 },
  };
}

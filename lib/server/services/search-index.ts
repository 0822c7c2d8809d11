import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';

/**
 * Every write to a store's catalog ends here: the search documents and term lexicon of the
 * changed products are rewritten (all products when `productIds` is left out), and the store's
 * catalog version moves on, so every process's in-memory catalog index reloads on its next query.
 * What a search document holds is defined once, in SQL (`storefront_refresh_search`, migration 0003).
 */
export async function recordCatalogChange(
  db: Db,
  ctx: { tenantId: number },
  input: { productIds?: number[] } = {},
): Promise<void> {
  if (input.productIds === undefined) {
    await db.execute(sql`select storefront_refresh_search(${ctx.tenantId})`);
  } else if (input.productIds.length > 0) {
    const ids = `{${input.productIds.map((id) => Math.trunc(id)).join(',')}}`;
    await db.execute(sql`select storefront_refresh_search(${ctx.tenantId}, ${ids}::integer[])`);
  }
  await db
    .update(companies)
    .set({ catalogVersion: sql`${companies.catalogVersion} + 1` })
    .where(eq(companies.id, ctx.tenantId));
}

/** The store's catalog version: an in-memory index built at an older version is stale. */
export async function catalogVersion(db: Db, ctx: { tenantId: number }): Promise<number> {
  const [row] = await db
    .select({ version: companies.catalogVersion })
    .from(companies)
    .where(eq(companies.id, ctx.tenantId));
  return row?.version ?? 0;
}

import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';

/**
 * Every write to a store's catalog ends here: the search documents and term lexicon of the
 * changed products are written again (all products when `productIds` is left out), and the store's
 * catalog version moves on, so every process's in-memory catalog and text indexes reload on their
 * next query. What a search document holds is defined once, in SQL (`storefront_refresh_search`,
 * migration 0004).
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

/**
 * A loader of something built from a store's catalog (the catalog index, the cart's product facts),
 * kept once per store and process (on globalThis, shared by the page bundles and the API, like the
 * database handle) and built again when the store's catalog version has moved past the one it was
 * built at. The version is read here unless the caller already read it with its own query.
 * Concurrent callers at one version share one build; a caller that read an older version (a change
 * landed meanwhile) takes the newer build rather than replacing it; a failed build is forgotten.
 */
export function perCatalogVersion<T>(
  globalName: string,
  build: (db: Db, ctx: { tenantId: number }, version: number) => Promise<T>,
): ((db: Db, ctx: { tenantId: number }, knownVersion?: number) => Promise<T>) & {
  forget(): void;
} {
  type Entry = { version: number; value: Promise<T> };
  const holder = globalThis as unknown as Record<string, Map<number, Entry> | undefined>;
  const entries = (holder[globalName] ??= new Map<number, Entry>());
  const load = async (db: Db, ctx: { tenantId: number }, knownVersion?: number): Promise<T> => {
    const version = knownVersion ?? (await catalogVersion(db, ctx));
    const hit = entries.get(ctx.tenantId);
    if (hit && hit.version >= version) return hit.value;
    const entry: Entry = { version, value: build(db, ctx, version) };
    entries.set(ctx.tenantId, entry);
    // Only this build's entry is dropped: a newer one may have replaced it meanwhile.
    entry.value.catch(() => {
      if (entries.get(ctx.tenantId) === entry) entries.delete(ctx.tenantId);
    });
    return entry.value;
  };
  return Object.assign(load, { forget: () => entries.clear() });
}

/**
 * Rows of a query that aggregates them into one JSON text column `payload`: PGlite pays per row
 * returned, not per byte, so a whole table comes back as one value.
 */
export async function selectJsonPayload<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: { payload: string | null }[] };
  const payload = result.rows[0]?.payload;
  return payload ? (JSON.parse(payload) as T[]) : [];
}

/** A product that listings and searches show: visible and not an add-on (SQL, for raw queries). */
export const listableProduct = sql.raw(`visible and type <> 'addon'`);

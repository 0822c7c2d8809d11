import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import {
  type ListingState,
  type SearchDepartment,
  type SearchResult,
} from '@/lib/contracts/listing';
import { toCents } from '@/lib/domain/money';
import { searchWords } from '@/lib/domain/search';
import type { Db } from '@/lib/server/db/client';
import { categories } from '@/lib/server/db/schema';
import { loadCatalogIndex, queryCatalogIndex } from './catalog-index';
import { loadProductsInOrder, toListing } from './listing';

/** How many departments a search names at most (the drawer shows the first two). */
const MAX_DEPARTMENTS = 5;
/** Nearest lexicon words tried for a word that matches nothing as typed. */
const NEAR_TERMS = 3;

/**
 * The text-search query for the words: a word some product word starts with is searched as a
 * prefix ('noteboo' → noteboo:*); a word that matches nothing is replaced by the lexicon words
 * nearest to it by trigram similarity ('mochla' → mochila); stop words ('de', 'sem') are dropped;
 * numbers are searched as typed. Null when a word has no match at all, so there are no results.
 */
async function buildTextQuery(
  db: Db,
  ctx: { tenantId: number },
  words: string[],
): Promise<string | null> {
  if (words.length === 0) return null;
  // Words are [a-z0-9] only (searchWords): safe in an array literal and in tsquery syntax, and
  // every term starting with a word sorts between the word and the word followed by '~'.
  const found = (await db.execute(sql`
    select w.word,
      numnode(plainto_tsquery('storefront_pt', w.word)) = 0 as stop,
      w.word !~ '[a-z]' or exists (
        select 1 from search_terms t
        where t.tenant_id = ${ctx.tenantId}
          and t.term >= (w.word collate "C") and t.term < ((w.word || '~') collate "C")
      ) as known
    from unnest(${`{${words.join(',')}}`}::text[]) with ordinality as w(word, n)
    order by w.n`)) as unknown as { rows: { word: string; stop: boolean; known: boolean }[] };
  const parts: string[] = [];
  for (const { word, stop, known } of found.rows) {
    if (stop) continue;
    if (known) {
      parts.push(`${word}:*`);
      continue;
    }
    // One query per misspelt word, with the word as a constant, so the trigram index is used.
    const near = (await db.execute(sql`
      select t.term from search_terms t
      where t.tenant_id = ${ctx.tenantId} and t.term % ${word}
      order by similarity(t.term, ${word}) desc, t.term
      limit ${NEAR_TERMS}`)) as unknown as { rows: { term: string }[] };
    if (near.rows.length === 0) return null;
    parts.push(`(${near.rows.map((r) => r.term).join(' | ')})`);
  }
  return parts.length > 0 ? parts.join(' & ') : null;
}

/** Products of the store matching a free-text search, with their relevance (ts_rank). */
export async function matchProducts(
  db: Db,
  ctx: { tenantId: number },
  query: string,
): Promise<Map<number, number>> {
  const textQuery = await buildTextQuery(db, ctx, searchWords(query));
  if (!textQuery) return new Map();
  const result = (await db.execute(sql`
    select json_agg(json_build_array(p.id, ts_rank(p.search_document, q)))::text as payload
    from products p, to_tsquery('storefront_pt', ${textQuery}) q
    where p.tenant_id = ${ctx.tenantId} and p.visible and p.type <> 'addon'
      and p.search_document @@ q`)) as unknown as { rows: { payload: string | null }[] };
  const payload = result.rows[0]?.payload;
  return new Map(payload ? (JSON.parse(payload) as [number, number][]) : []);
}

/**
 * A free-text search (GET /search/query, the /search page and the header drawer): ranked
 * matches with the same facets, sorts and pages as a category, plus the departments holding
 * most of them.
 */
export async function searchProducts(
  db: Db,
  ctx: { tenantId: number },
  input: { query: string; state: ListingState; pageSize?: number },
): Promise<SearchResult> {
  const [index, matches] = await Promise.all([
    loadCatalogIndex(db, ctx),
    matchProducts(db, ctx, input.query),
  ]);
  const result = queryCatalogIndex(index, {
    matches,
    state: input.state,
    pageSize: input.pageSize,
  });
  const [listing, departments] = await Promise.all([
    toListing(db, ctx, result),
    rankDepartments(db, ctx, result.categoryCounts),
  ]);
  return { ...listing, departments };
}

/** Visible products by id in the order given (favourites, comparison): `productIds` + status 1. */
export async function findProducts(
  db: Db,
  ctx: { tenantId: number },
  input: { productIds: number[] },
): Promise<SearchResult> {
  const found = await loadProductsInOrder(db, ctx, [...new Set(input.productIds)]);
  const cents = found.map((p) => toCents(p.finalPrice));
  return {
    products: found,
    total: found.length,
    page: 1,
    pageCount: 1,
    facets: [],
    priceRange: {
      min: cents.length > 0 ? Math.min(...cents) : 0,
      max: cents.length > 0 ? Math.max(...cents) : 0,
    },
    departments: [],
  };
}

/** Departments with most results first; on a tie the more specific one (Mouses before Acessórios). */
async function rankDepartments(
  db: Db,
  ctx: { tenantId: number },
  counts: Map<number, number>,
): Promise<SearchDepartment[]> {
  if (counts.size === 0) return [];
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      url: categories.url,
    })
    .from(categories)
    .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.visible, true)));
  const depth = (url: string) => url.split('/').length;
  return rows
    .flatMap((c) => {
      const count = counts.get(c.id);
      return count ? [{ ...c, count }] : [];
    })
    .sort(
      (a, b) =>
        b.count - a.count || depth(b.url) - depth(a.url) || a.name.localeCompare(b.name, 'pt-BR'),
    )
    .slice(0, MAX_DEPARTMENTS);
}

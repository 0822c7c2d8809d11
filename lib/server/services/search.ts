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
import { loadCatalogIndex, queryCatalogIndex, type CatalogIndex } from './catalog-index';
import {
  hasLexemeStartingWith,
  loadTextIndex,
  matchTextIndex,
  type TextIndex,
  type TextTerm,
} from './text-index';
import { loadProductsInOrder, toListing } from './listing';

/** How many departments a search names at most (the drawer shows the first two). */
const MAX_DEPARTMENTS = 5;
/** Nearest lexicon words tried for a word that matches nothing as typed. */
const NEAR_TERMS = 3;

/**
 * What each word of a search may match in the text index: a word that some product word or stem
 * starts with is matched as a prefix, both as typed ('teclad' → teclado) and as its Portuguese
 * stem ('notebooks' → notebook); a word that starts nothing is replaced by the lexicon words
 * nearest to it by trigram similarity ('mochla' → mochila). Null when a word has no match at all,
 * so there are no results.
 */
async function searchTerms(
  db: Db,
  ctx: { tenantId: number },
  index: TextIndex,
  words: string[],
): Promise<TextTerm[][] | null> {
  if (words.length === 0) return null;
  // The stemmer is PostgreSQL's (the configuration the documents were written with).
  const stems = (await db.execute(sql`
    select w.word, coalesce((
      select string_agg(lexeme, ' ') from unnest(to_tsvector('storefront_pt', w.word))
    ), '') as stem
    from (values ${sql.join(
      words.map((word, n) => sql`(${word}::text, ${n}::int)`),
      sql`, `,
    )}) as w(word, n)
    order by w.n`)) as unknown as { rows: { word: string; stem: string }[] };
  const terms: TextTerm[][] = [];
  for (const { word, stem } of stems.rows) {
    const typed = [word, ...stem.split(' ')].filter((lexeme, i, all) => {
      return lexeme.length > 0 && all.indexOf(lexeme) === i;
    });
    // Numbers (SKU digits, sizes) are searched as typed: only words with letters can be misspelt.
    if (typed.some((lexeme) => hasLexemeStartingWith(index, lexeme)) || !/[a-z]/.test(word)) {
      terms.push(typed.map((lexeme) => ({ lexeme, prefix: true })));
      continue;
    }
    // One query per misspelt word, with the word as a constant, so the trigram index is used.
    const near = (await db.execute(sql`
      select t.term from search_terms t
      where t.tenant_id = ${ctx.tenantId} and t.term % ${word}
      order by similarity(t.term, ${word}) desc, t.term
      limit ${NEAR_TERMS}`)) as unknown as { rows: { term: string }[] };
    if (near.rows.length === 0) return null;
    terms.push(near.rows.map((r) => ({ lexeme: r.term, prefix: false })));
  }
  return terms;
}

/** The relevance of each product of the catalog index for a free-text search (0 = no match). */
async function matchProducts(
  db: Db,
  ctx: { tenantId: number },
  catalog: CatalogIndex,
  query: string,
): Promise<Float32Array> {
  const words = searchWords(query);
  const none = new Float32Array(catalog.ids.length);
  if (words.length === 0) return none;
  const index = await loadTextIndex(db, ctx, catalog);
  const terms = await searchTerms(db, ctx, index, words);
  return terms ? matchTextIndex(index, terms) : none;
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
  const index = await loadCatalogIndex(db, ctx);
  const result = queryCatalogIndex(index, {
    relevance: await matchProducts(db, ctx, index, input.query),
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

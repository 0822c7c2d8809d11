import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import {
  type ListingState,
  type SearchDepartment,
  type SearchResult,
} from '@/lib/contracts/listing';
import { toCents } from '@/lib/domain/money';
import type { Db } from '@/lib/server/db/client';
import { categories } from '@/lib/server/db/schema';
import { loadCatalogIndex, type CatalogIndex } from './catalog-index';
import { queryCatalogIndex } from './catalog-query';
import {
  hasLexeme,
  hasLexemeStartingWith,
  loadTextIndex,
  matchTextIndex,
  type TextIndex,
  type TextMatch,
  type TextTerm,
} from './text-index';
import { loadProductsInOrder, toListing } from './listing';

/** How many departments a search names at most (the drawer shows the first two). */
const MAX_DEPARTMENTS = 5;
/** Nearest lexicon words tried for a word that matches nothing as typed… */
const NEAR_TERMS = 3;
/** …out of this many candidates (some may be stop words or no longer in the catalogue). */
const NEAR_CANDIDATES = 10;

/** Words of a query that are looked at; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 8;

/**
 * Words a search ignores: PostgreSQL's Portuguese stop-word list without accents, as search words
 * are ('não' → 'nao'). The database's own list cannot drop them: its text-search configuration
 * removes accents before the stemmer looks the word up, so 'nao' is no longer on its list.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a ao aos aquela aquelas aquele aqueles aquilo as ate com como da das de dela delas dele deles ' +
    'depois do dos e ela elas ele eles em entre era eram eramos essa essas esse esses esta estamos ' +
    'estao estas estava estavam estavamos este esteja estejam estejamos estes esteve estive estivemos ' +
    'estiver estivera estiveram estiveramos estiverem estivermos estivesse estivessem estivessemos ' +
    'estou eu foi fomos for fora foram foramos forem formos fosse fossem fossemos fui ha haja hajam ' +
    'hajamos hao havemos hei houve houvemos houver houvera houveram houveramos houverao houverei ' +
    'houverem houveremos houveria houveriam houveriamos houvermos houvesse houvessem houvessemos ' +
    'isso isto ja lhe lhes mais mas me mesmo meu meus minha minhas muito na nao nas nem no nos nossa ' +
    'nossas nosso nossos num numa o os ou para pela pelas pelo pelos por qual quando que quem sao se ' +
    'seja sejam sejamos sem sera serao serei seremos seria seriam seriamos seu seus so somos sou sua ' +
    'suas tambem te tem temos tenha tenham tenhamos tenho tera terao terei teremos teria teriam ' +
    'teriamos teu teus teve tinha tinham tinhamos tive tivemos tiver tivera tiveram tiveramos ' +
    'tiverem tivermos tivesse tivessem tivessemos tu tua tuas um uma voce voces vos'
  ).split(' '),
);

/**
 * The words of a search as the documents hold them, each with its Portuguese stem: split by
 * `storefront_words` (SQL, the rule the documents were written with: lower case, no accents,
 * letters and digits), stop words and repeats dropped ('Memória 16GB' → memoria, 16gb).
 */
export async function searchWordStems(
  db: Db,
  query: string,
): Promise<{ word: string; stem: string }[]> {
  const rows = (await db.execute(sql`
    select w.word, coalesce((
      select string_agg(lexeme, ' ') from unnest(to_tsvector('storefront_pt', w.word))
    ), '') as stem
    from regexp_split_to_table(storefront_words(${query}), ' ') with ordinality as w(word, n)
    where w.word <> ''
    order by w.n`)) as unknown as { rows: { word: string; stem: string }[] };
  const seen = new Set<string>();
  return rows.rows
    .filter(({ word }) => {
      if (word.length > 40 || STOP_WORDS.has(word) || seen.has(word)) return false;
      seen.add(word);
      return true;
    })
    .slice(0, MAX_WORDS);
}

/**
 * What each word of a search may match in the text index: a word that some product word or stem
 * starts with is matched as a prefix, both as typed ('teclad' → teclado) and as its stem
 * ('notebooks' → notebook); a word that starts nothing is replaced by the catalogue words nearest
 * to it by trigram similarity ('mochla' → mochila). Null when a word has no match at all, so there
 * are no results.
 */
async function searchTerms(
  db: Db,
  ctx: { tenantId: number },
  index: TextIndex,
  words: { word: string; stem: string }[],
): Promise<TextTerm[][] | null> {
  const terms: TextTerm[][] = [];
  for (const { word, stem } of words) {
    const typed = [word, ...stem.split(' ')].filter(
      (lexeme, i, all) => lexeme.length > 0 && all.indexOf(lexeme) === i,
    );
    // Numbers (SKU digits, sizes) are searched as typed: only words with letters can be misspelt.
    if (typed.some((lexeme) => hasLexemeStartingWith(index, lexeme)) || !/[a-z]/.test(word)) {
      terms.push(typed.map((lexeme) => ({ lexeme, prefix: true })));
      continue;
    }
    // One query per misspelt word, with the word as a constant, so the trigram index is used.
    // The lexicon may still hold words no listable product has now (it is pruned on full
    // refreshes): only words the text index holds are suggested.
    const near = (await db.execute(sql`
      select t.term from search_terms t
      where t.tenant_id = ${ctx.tenantId} and t.term % ${word}
      order by similarity(t.term, ${word}) desc, t.term
      limit ${NEAR_CANDIDATES}`)) as unknown as { rows: { term: string }[] };
    const alternatives = near.rows
      .map((r) => r.term)
      .filter((term) => !STOP_WORDS.has(term) && hasLexeme(index, term))
      .slice(0, NEAR_TERMS);
    if (alternatives.length === 0) return null;
    terms.push(alternatives.map((lexeme) => ({ lexeme, prefix: false })));
  }
  return terms;
}

/** The products of the catalog index the search words match, with their relevance. */
async function matchProducts(
  db: Db,
  ctx: { tenantId: number },
  catalog: CatalogIndex,
  words: { word: string; stem: string }[],
): Promise<TextMatch> {
  const none = { relevance: new Float32Array(catalog.ids.length), positions: new Int32Array(0) };
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
  const [index, words] = await Promise.all([
    loadCatalogIndex(db, ctx),
    searchWordStems(db, input.query),
  ]);
  const result = queryCatalogIndex(index, {
    search: await matchProducts(db, ctx, index, words),
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

import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { CatalogIndex } from './catalog-index';
import { listableProduct, selectJsonPayload } from './search-index';

/**
 * The search documents of a store's listable products (PostgreSQL tsvectors, written by
 * `storefront_refresh_search`, migration 0004), turned inside out: each lexeme with the products
 * that hold it and the best weight it has there. A search then costs the posting lists of its
 * words, not a scan of every document, so a word found in all 20,000 products answers about as
 * fast as one found in 20 (the query budget). Matching follows `@@` of a tsquery whose
 * words are ANDed and whose alternatives are ORed (`text-index.test.ts` holds it to that).
 */
export type TextIndex = {
  /** Lexemes in code-unit order, so those starting with a prefix are one run. */
  lexemes: string[];
  /** Postings of lexeme i: `positions` and `weights` from `starts[i]` to `starts[i + 1]`. */
  starts: Int32Array;
  /** Positions of products in the catalog index the text index was built for. */
  positions: Int32Array;
  weights: Float32Array;
  /** How many products the catalog index holds (the length of a relevance array). */
  size: number;
};
/** One alternative of a search word: a lexeme, matched whole or as a prefix (`word:*`). */
export type TextTerm = { lexeme: string; prefix: boolean };

/**
 * The weights of labels D, C, B, A (ts_rank's defaults): a word in the name counts most. Relevance
 * is the sum over the search's words of the best weight each finds in a product; unlike ts_rank,
 * how often a word occurs does not count.
 */
const WEIGHT_OF_LABEL: Record<string, number> = { D: 0.1, C: 0.2, B: 0.4, A: 1.0 };

/**
 * The lexemes of a tsvector as PostgreSQL prints it (`'16gb':12C 'notebook':1A,4A`) with the best
 * weight of each; a lexeme printed without positions or labels has weight D.
 */
export function parseSearchDocument(text: string): [lexeme: string, weight: number][] {
  const out: [string, number][] = [];
  for (const m of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = m[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    let weight = WEIGHT_OF_LABEL.D!;
    for (const label of (m[2] ?? '').replace(/[0-9,]/g, ''))
      weight = Math.max(weight, WEIGHT_OF_LABEL[label] ?? weight);
    out.push([lexeme, weight]);
  }
  return out;
}

/**
 * Builds the index from (product id, tsvector text) pairs for the products of a catalog index
 * (documents of other products are left out); pure, so tests can feed it.
 */
export function buildTextIndex(
  catalog: Pick<CatalogIndex, 'ids' | 'positionOf'>,
  documents: [productId: number, document: string][],
): TextIndex {
  const postings = new Map<string, number[]>();
  for (const [productId, document] of documents) {
    const position = catalog.positionOf.get(productId);
    if (position === undefined) continue;
    for (const [lexeme, weight] of parseSearchDocument(document)) {
      let list = postings.get(lexeme);
      if (!list) postings.set(lexeme, (list = []));
      list.push(position, weight);
    }
  }
  const lexemes = [...postings.keys()].sort();
  const starts = new Int32Array(lexemes.length + 1);
  let total = 0;
  lexemes.forEach((lexeme, i) => {
    starts[i] = total;
    total += postings.get(lexeme)!.length / 2;
  });
  starts[lexemes.length] = total;
  const positions = new Int32Array(total);
  const weights = new Float32Array(total);
  lexemes.forEach((lexeme, i) => {
    const list = postings.get(lexeme)!;
    for (let k = 0; k < list.length; k += 2) {
      positions[starts[i]! + k / 2] = list[k]!;
      weights[starts[i]! + k / 2] = list[k + 1]!;
    }
  });
  return { lexemes, starts, positions, weights, size: catalog.ids.length };
}

/** First position in the sorted lexemes not before `value`. */
function lowerBound(lexemes: string[], value: string): number {
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lexemes[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the index holds `lexeme` itself. */
export function hasLexeme(index: TextIndex, lexeme: string): boolean {
  return index.lexemes[lowerBound(index.lexemes, lexeme)] === lexeme;
}

/** Whether some lexeme of the index starts with `prefix`. */
export function hasLexemeStartingWith(index: TextIndex, prefix: string): boolean {
  return index.lexemes[lowerBound(index.lexemes, prefix)]?.startsWith(prefix) ?? false;
}

/** What a search matches: relevance by position (0 = no match), and the positions matched. */
export type TextMatch = { relevance: Float32Array; positions: Int32Array };

/**
 * The products of the catalog index matched by a search whose every word must match (each word:
 * any of its alternatives), with their relevance: for each word, the best weight among its
 * alternatives' lexemes, summed over the words. It costs the words' posting lists, not a pass
 * over every product, so a search matching a few products of 100,000 stays cheap.
 */
export function matchTextIndex(index: TextIndex, words: TextTerm[][]): TextMatch {
  const relevance = new Float32Array(index.size);
  let matched: Int32Array | null = null;
  // A later word's best weight per product; only the positions it reaches are set, and they are
  // cleared before the next word.
  let best: Float32Array | null = null;
  for (const alternatives of words) {
    const ranges = alternatives.flatMap(({ lexeme, prefix }) => {
      const found: [number, number][] = [];
      for (let i = lowerBound(index.lexemes, lexeme); i < index.lexemes.length; i++) {
        const candidate = index.lexemes[i]!;
        if (prefix ? !candidate.startsWith(lexeme) : candidate !== lexeme) break;
        found.push([index.starts[i]!, index.starts[i + 1]!]);
      }
      return found;
    });
    const reached = new Int32Array(ranges.reduce((sum, [from, to]) => sum + to - from, 0));
    if (matched === null) {
      // The first word's weights are the relevance so far.
      matched = reached.subarray(0, bestWeights(index, ranges, relevance, reached));
    } else {
      best ??= new Float32Array(index.size);
      const count = bestWeights(index, ranges, best, reached);
      matched = nextWord(relevance, best, matched);
      for (let k = 0; k < count; k++) best[reached[k]!] = 0;
    }
  }
  return { relevance, positions: matched ?? new Int32Array(0) };
}

/** Sets each reached product's best weight among the postings; returns how many it reached. */
function bestWeights(
  index: TextIndex,
  ranges: [number, number][],
  best: Float32Array,
  reached: Int32Array,
): number {
  let count = 0;
  for (const [from, to] of ranges)
    for (let k = from; k < to; k++) {
      const at = index.positions[k]!;
      const weight = index.weights[k]!;
      // Every weight is above 0, so 0 means not reached yet.
      if (best[at] === 0) reached[count++] = at;
      if (best[at]! < weight) best[at] = weight;
    }
  return count;
}

/** Keeps the products the word also reaches, adding its weight; the others drop to 0. */
function nextWord(relevance: Float32Array, best: Float32Array, matched: Int32Array): Int32Array {
  let kept = 0;
  for (let k = 0; k < matched.length; k++) {
    const at = matched[k]!;
    if (best[at]! > 0) {
      relevance[at]! += best[at]!;
      matched[kept++] = at;
    } else {
      relevance[at] = 0;
    }
  }
  return matched.subarray(0, kept);
}

/**
 * The text index of a store's catalog index, read from the search documents on the first search
 * and kept on the catalog index itself, so it is shared and dropped with it (per store and
 * catalog version). Documents of products outside the catalog index are left out when built.
 */
export function loadTextIndex(
  db: Db,
  ctx: { tenantId: number },
  catalog: CatalogIndex,
): Promise<TextIndex> {
  if (!catalog.text) {
    const loading = selectJsonPayload<[number, string]>(
      db,
      sql`
        select json_agg(json_build_array(id, search_document::text))::text as payload
        from products
        where tenant_id = ${ctx.tenantId} and ${listableProduct} and search_document is not null`,
    ).then((documents) => buildTextIndex(catalog, documents));
    catalog.text = loading;
    loading.catch(() => {
      if (catalog.text === loading) catalog.text = undefined;
    });
  }
  return catalog.text;
}

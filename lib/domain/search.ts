/** What the header search drawer suggests as the shopper types (SPEC.md section 9). */
export const SEARCH_SUGGESTIONS = { departments: 2, products: 4 } as const;
/** The drawer asks only once the term has this many characters… */
export const SEARCH_MIN_CHARS = 2;
/** …and only after the shopper paused typing this long (ms). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Longest search term kept (the API refuses longer ones). */
export const SEARCH_MAX_LENGTH = 200;
/** Words of a query that are looked at; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 8;

/**
 * The words of a search as the store's lexicon holds them: lower case, accents removed, split on
 * anything that is not a letter or digit ('Memória 16GB' → ['memoria', '16gb']).
 */
export function searchWords(query: string): string[] {
  const words = query
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && w.length <= 40);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

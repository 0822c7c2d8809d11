/** What the header search drawer suggests as the shopper types (SPEC.md section 9). */
export const SEARCH_SUGGESTIONS = { departments: 2, products: 4 } as const;
/** The drawer asks only once the term has this many characters… */
export const SEARCH_MIN_CHARS = 2;
/** …and only after the shopper paused typing this long (ms). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Longest search term kept (the API refuses longer ones). */
export const SEARCH_MAX_LENGTH = 200;

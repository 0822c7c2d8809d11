/**
 * Texts of the favourite heart, the compare box and the compare bar, handed down as props so these
 * leaves (on every card) need no translation runtime or client messages. `{name}`, `{count}` and
 * `{max}` are filled in with `fill`.
 */
export type FavouriteLabels = Record<
  'toggle' | 'added' | 'removed' | 'addError' | 'removeError',
  string
>;
export type CompareLabels = Record<'compare' | 'limit', string>;
export type CompareBarLabels = Record<
  'bar' | 'count' | 'compareNow' | 'clear' | 'close' | 'remove',
  string
>;

/**
 * Raw message texts by key (next-intl's `t.raw`), on the server: client components get compiled
 * messages, which have no raw form (docs/adr/0027).
 */
type Raw<K extends string> = (key: K) => unknown;

const pick = <K extends string>(raw: Raw<K>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, String(raw(k))])) as Record<K, string>;

export const favouriteLabels = (raw: Raw<keyof FavouriteLabels>): FavouriteLabels =>
  pick(raw, ['toggle', 'added', 'removed', 'addError', 'removeError']);

export const compareLabels = (raw: Raw<keyof CompareLabels>): CompareLabels =>
  pick(raw, ['compare', 'limit']);

export const compareBarLabels = (raw: Raw<keyof CompareBarLabels>): CompareBarLabels =>
  pick(raw, ['bar', 'count', 'compareNow', 'clear', 'close', 'remove']);

/** 'Favoritar {name}' → 'Favoritar Notebook Demo Pro 15'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

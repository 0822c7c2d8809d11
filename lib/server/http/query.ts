import 'server-only';

export type NestedParams = { [key: string]: string | NestedParams | NestedParams[] | string[] };

/** The deepest key the store's clients send is `items[0][bundle][groups][0][products][0][productId]`. */
export const MAX_KEY_DEPTH = 12;

/** A key nested deeper than MAX_KEY_DEPTH: refused as a whole rather than walked into. */
export class KeyTooDeepError extends Error {
  constructor(readonly key: string) {
    super('Key nested too deep');
  }
}

/**
 * Turns bracket-notation keys (`paginator[sortOrder][name]=ASC`, `items[0][product]=12`) from a
 * query string or form data into nested objects, the way the store's client sends them.
 * Numeric segments become arrays. Keys that would reach the prototype are dropped; a key nested
 * deeper than MAX_KEY_DEPTH throws KeyTooDeepError (it would otherwise exhaust the stack).
 */
export function parseBracketParams(entries: Iterable<[string, string]>): NestedParams {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of entries) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.length > MAX_KEY_DEPTH) throw new KeyTooDeepError(match[1]!);
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node: Record<string, unknown> = root;
    path.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || next === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return toArrays(root) as NestedParams;
}

function toArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const converted = Object.fromEntries(keys.map((k) => [k, toArrays(record[k])]));
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? keys.map((k) => converted[k]) : converted;
}

import 'server-only';
import type { SortOrder } from '@/lib/contracts/common';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * Sorts a short list (menus, attributes) by `paginator.sortOrder`, comparing text the way a
 * Brazilian reader expects ('Área' before 'Profissão'), which the database's C collation does not.
 * Fields missing from `sortOrder` fall back to `fallback`; only `allowed` fields are used.
 */
export function sortRows<T>(
  rows: T[],
  sortOrder: SortOrder | undefined,
  allowed: Record<string, (row: T) => string | number>,
  fallback: SortOrder,
): T[] {
  const terms = Object.entries(
    sortOrder && Object.keys(sortOrder).length > 0 ? sortOrder : fallback,
  ).flatMap(([field, direction]) => {
    const get = allowed[field];
    return get && direction ? [{ get, sign: direction === 'DESC' ? -1 : 1 }] : [];
  });
  return [...rows].sort((a, b) => {
    for (const { get, sign } of terms) {
      const x = get(a);
      const y = get(b);
      const diff =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : collator.compare(String(x), String(y));
      if (diff !== 0) return diff * sign;
    }
    return 0;
  });
}

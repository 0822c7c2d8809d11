import 'server-only';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@/lib/contracts/common';

/** Turns `paginator.sortOrder` into ORDER BY terms over allowed columns, with a default. */
export function orderBy(sortOrder: SortOrder | undefined, columns: Record<string, AnyColumn>, fallback: SQL[]): SQL[] {
  const terms = Object.entries(sortOrder ?? {}).flatMap(([field, direction]) => {
    const column = columns[field];
    if (!column || !direction) return [];
    return [direction === 'DESC' ? desc(column) : asc(column)];
  });
  return terms.length > 0 ? terms : fallback;
}

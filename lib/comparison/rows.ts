import type { Product } from '@/lib/contracts/catalog';
import { SPEC_GROUP_ORDER, specGroupOf, type SpecGroup } from '@/lib/domain/spec-groups';

/** One attribute across the compared products: a value per product (null: not informed). */
export type CompareRow = {
  code: string;
  name: string;
  values: (string | null)[];
  differs: boolean;
};
export type CompareGroup = { group: SpecGroup; rows: CompareRow[] };

const same = (value: string | null) => (value ?? '').trim().toLocaleLowerCase('pt-BR');

/**
 * The comparison table's body: every attribute any of the products has, one row each, aligned by
 * attribute code under the product page's groups, in the attributes' sort order. A list attribute's
 * values are joined. A row differs when its values are not all the same (a missing value counts).
 */
export function compareRows(products: readonly Product[]): CompareGroup[] {
  const byCode = new Map<string, { name: string; sortOrder: number; values: string[][] }>();
  products.forEach((product, column) => {
    for (const a of product.attributes) {
      const value = a.optionLabel ?? a.text;
      if (!value) continue;
      let entry = byCode.get(a.code);
      if (!entry) {
        entry = { name: a.name, sortOrder: a.sortOrder, values: products.map(() => []) };
        byCode.set(a.code, entry);
      }
      entry.sortOrder = Math.min(entry.sortOrder, a.sortOrder);
      entry.values[column]!.push(value);
    }
  });
  const groups = new Map<SpecGroup, (CompareRow & { sortOrder: number })[]>();
  for (const [code, entry] of byCode) {
    const values = entry.values.map((list) => (list.length > 0 ? list.join(', ') : null));
    const differs = products.length > 1 && new Set(values.map(same)).size > 1;
    const group = specGroupOf(code);
    groups.set(group, [
      ...(groups.get(group) ?? []),
      { code, name: entry.name, values, differs, sortOrder: entry.sortOrder },
    ]);
  }
  return SPEC_GROUP_ORDER.flatMap((group) => {
    const rows = groups.get(group);
    if (!rows) return [];
    rows.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'pt-BR'));
    return [{ group, rows: rows.map(({ sortOrder: _, ...row }) => row) }];
  });
}

/** SPEC.md sections 5 and 9: at most 4 products in a comparison, at least 2 to compare. */
export const MAX_COMPARE = 4;
export const MIN_COMPARE = 2;

/** A product chosen for comparison (SPEC.md section 3: id, image), with its name for the bar. */
export type CompareItem = { id: number; name: string; image: string | null };

export type CompareToggle = { items: CompareItem[]; result: 'added' | 'removed' | 'limit' };

/** Takes a chosen product out, or adds it last, unless four are chosen already. */
export function toggleCompare(items: readonly CompareItem[], item: CompareItem): CompareToggle {
  if (items.some((i) => i.id === item.id))
    return { items: items.filter((i) => i.id !== item.id), result: 'removed' };
  if (items.length >= MAX_COMPARE) return { items: [...items], result: 'limit' };
  return { items: [...items, item], result: 'added' };
}

/** Compare items from storage: well-formed ones only, no repeats, at most four. */
export function parseCompareItems(raw: unknown): CompareItem[] | null {
  if (!Array.isArray(raw)) return null;
  const seen = new Set<number>();
  const items: CompareItem[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, name, image } = entry as Record<string, unknown>;
    if (!Number.isSafeInteger(id) || (id as number) <= 0 || seen.has(id as number)) continue;
    if (typeof name !== 'string') continue;
    seen.add(id as number);
    items.push({ id: id as number, name, image: typeof image === 'string' ? image : null });
  }
  return items.slice(0, MAX_COMPARE);
}

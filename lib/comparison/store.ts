import { createPersistedStore, usePersisted } from '@/lib/client-state/persisted';
import { parseCompareItems, toggleCompare, type CompareItem } from './logic';

/** The products chosen for comparison, in localStorage `comparisonProducts` (SPEC.md section 9). */
export const comparisonStore = createPersistedStore<CompareItem[]>({
  key: 'comparisonProducts',
  empty: [],
  parse: parseCompareItems,
});

export function useComparison() {
  return usePersisted(comparisonStore);
}

/** Toggles a product in or out; 'limit' when four are chosen already (nothing changes then). */
export async function toggleComparison(item: CompareItem): Promise<'added' | 'removed' | 'limit'> {
  const { result } = toggleCompare(comparisonStore.getSnapshot().value, item);
  if (result !== 'limit') await comparisonStore.update((items) => toggleCompare(items, item).items);
  return result;
}

export function removeFromComparison(id: number) {
  return comparisonStore.update((items) => items.filter((i) => i.id !== id));
}

export function clearComparison() {
  return comparisonStore.update(() => []);
}

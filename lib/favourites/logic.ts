/** Favourite lists are product ids, newest first. Pure rules, shared by the store and its tests. */

/** Adds the product first, or removes it. */
export function toggleId(ids: readonly number[], id: number): { ids: number[]; added: boolean } {
  return ids.includes(id)
    ? { ids: ids.filter((x) => x !== id), added: false }
    : { ids: [id, ...ids], added: true };
}

/** Undoes `toggleId`: puts a removed id back where it was, or takes an added one out. */
export function undoToggle(
  ids: readonly number[],
  id: number,
  change: { added: boolean; index: number },
): number[] {
  const without = ids.filter((x) => x !== id);
  if (change.added) return without;
  return [...without.slice(0, change.index), id, ...without.slice(change.index)];
}

/** What this browser has that the server does not, in the browser's order. */
export function idsToPush(local: readonly number[], server: readonly number[]): number[] {
  const known = new Set(server);
  return local.filter((id) => !known.has(id));
}

/**
 * The union of two lists: ids only `ours` has first (they are newer here: the server has not seen
 * them), then `theirs` in its order. What the server answers after a merge, and what a tab keeps
 * when a merge arrives after it changed its own list.
 */
export function unionIds(ours: readonly number[], theirs: readonly number[]): number[] {
  return [...idsToPush(ours, theirs), ...theirs];
}

/**
 * A list of the portal's administration (buyers, companies) once one of its items was saved: the
 * item in place of its old self, or added, and the list by name as the server orders it.
 */
export function placeSaved<T extends { id: number; name: string }>(
  list: readonly T[],
  saved: T,
): T[] {
  const others = list.filter((item) => item.id !== saved.id);
  return [...others, saved].sort(
    (a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }) || a.id - b.id,
  );
}

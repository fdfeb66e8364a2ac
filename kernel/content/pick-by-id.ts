/** The items with these ids, in this order: for a list that names items described elsewhere. */
export function pickById<T extends { id: string }>(
  items: readonly T[],
  ids: readonly string[],
): T[] {
  return ids.map((id) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`No item with the id "${id}"`);
    return item;
  });
}

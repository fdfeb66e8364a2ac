/** Case-insensitive literal match of `query` over the texts a visitor can read on each item. */
export function filterByText<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly string[],
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => textsOf(item).join("\n").toLocaleLowerCase().includes(needle));
}

/** Swaps an item with the first one ('Make it first' of the address and bank account dialogs). */
export function swapWithFirst<T>(items: readonly T[], index: number): T[] {
  const next = [...items];
  if (index <= 0 || index >= next.length) return next;
  [next[0], next[index]] = [next[index], next[0]];
  return next;
}

/** Moves an item to the first position, the others keeping their order (registrations reordering). */
export function moveToFirst<T>(items: readonly T[], index: number): T[] {
  if (index <= 0 || index >= items.length) return [...items];
  return [items[index], ...items.slice(0, index), ...items.slice(index + 1)];
}

/** The list without one item. */
export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_item, i) => i !== index);
}

/** The list with one item replaced. */
export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}

/** One sort key of a list query. */
export interface SortKey {
  field: string;
  descending?: boolean;
}

/** Sort keys as a query value: joined with commas, `-` before a descending field (`name,-createdAt`). */
export function encodeSort(keys: readonly SortKey[]): string {
  return keys.map((k) => `${k.descending ? '-' : ''}${k.field}`).join(',');
}

/** Reads a sort query value back into keys. */
export function decodeSort(value: string): SortKey[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part !== '-')
    .map((part) => (part.startsWith('-') ? { field: part.slice(1), descending: true } : { field: part }));
}

/** One value of a lookup list as a select shows it (seed 001 §3 Lookup list item). */
export interface LookupItem {
  value: string;
  label: string;
}

/** First (and only) item of a list the server could not find (seed 001 §7). */
export const LIST_ERROR = 'ERROR';

/** What GET /api/script/lists?valuesOnly=true answers per requested name. */
export type ListValues = LookupItem[] | [typeof LIST_ERROR];

/** True when the answer for one name says the list was not found. */
export function isListError(values: unknown): values is [typeof LIST_ERROR] {
  return Array.isArray(values) && values[0] === LIST_ERROR;
}

type Rec = Record<string, unknown>;

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;

function itemOf(entry: unknown): LookupItem | undefined {
  const plain = text(entry);
  if (plain !== undefined) return { value: plain, label: plain };
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
  const o = entry as Rec;
  const value = text(o.value) ?? text(o.registration) ?? text(o.code) ?? text(o.username) ?? text(o.name) ?? text(o._id);
  if (value === undefined) return undefined;
  return { value, label: text(o.label) ?? text(o.name) ?? value };
}

/**
 * Turns what a path answered (a list named `/api/...`) into items: an array of strings, of
 * `{value, label}`, or of records (registration and name), or a List record with `items`.
 * Anything else gives undefined.
 */
export function toLookupItems(data: unknown): LookupItem[] | undefined {
  if (data && typeof data === 'object' && !Array.isArray(data) && Array.isArray((data as Rec).items)) {
    return toLookupItems((data as Rec).items);
  }
  if (!Array.isArray(data)) return undefined;
  return data.map(itemOf).filter((i): i is LookupItem => i !== undefined);
}

/** Items sorted by label in the reader's language (lists flagged `sorted`, or the sortLists setting). */
export function sortItems(items: readonly LookupItem[], locale?: string): LookupItem[] {
  const collator = new Intl.Collator(locale || undefined, { sensitivity: 'base', numeric: true });
  return [...items].sort((a, b) => collator.compare(a.label, b.label));
}

/** The names of the `lists` query value: comma-separated, blanks dropped, order kept. */
export function parseListNames(value: string | readonly string[] | undefined): string[] {
  const parts = Array.isArray(value) ? value.flatMap((v) => String(v).split(',')) : String(value ?? '').split(',');
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * Lookup lists for the offline cache (seed 002 §7): the browser asks several lists in one call
 * (`GET /api/script/lists?valuesOnly=true&lists=a,b,c&locale=fr`, renderers/widgets/lookupLists.ts),
 * so a combination never asked online would find nothing offline. Each list of an answer is kept on
 * its own, under the URL a batch of that single list has, and a batch is assembled from them.
 */
export const LISTS_PATH = '/api/script/lists';
const ERROR_ENTRY = ['ERROR'];

/** A lookup-list batch call: the names asked, in order, and the locale. */
export interface ListBatch {
  names: string[];
  locale?: string;
}

/** The batch a URL asks for, or undefined when the URL is not a `valuesOnly` batch of named lists. */
export function parseListBatch(url: string): ListBatch | undefined {
  const [path, query = ''] = url.split('?');
  if (path !== LISTS_PATH) return undefined;
  const params = new URLSearchParams(query);
  if (params.get('valuesOnly') !== 'true') return undefined;
  const names = (params.get('lists') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.length) return undefined;
  const locale = params.get('locale') || undefined;
  return locale ? { names, locale } : { names };
}

/** The URL of a batch, written as the browser writes it (so that a single list's URL matches). */
export function listBatchUrl(names: readonly string[], locale?: string): string {
  const query = new URLSearchParams({ valuesOnly: 'true', lists: names.join(','), ...(locale ? { locale } : {}) });
  return `${LISTS_PATH}?${query.toString()}`;
}

/**
 * The lists of a batch answer, each with the URL of its own single-list batch. Lists the server
 * did not know ('ERROR') and answers of another shape are left out.
 */
export function splitListBatch(url: string, answer: unknown): { url: string; values: unknown[] }[] {
  const batch = parseListBatch(url);
  if (!batch || !Array.isArray(answer) || answer.length !== batch.names.length) return [];
  const out: { url: string; values: unknown[] }[] = [];
  batch.names.forEach((name, i) => {
    const values: unknown = answer[i];
    if (!Array.isArray(values) || values[0] === 'ERROR') return;
    out.push({ url: listBatchUrl([name], batch.locale), values });
  });
  return out;
}

/**
 * A batch answer assembled from lists kept one by one: `read` gives the kept single-list answer
 * (`[values]`) of a URL. A list never kept answers 'ERROR' (no options) when at least one other is
 * known; undefined when none is.
 */
export function assembleListBatch(url: string, read: (singleUrl: string) => unknown): unknown[][] | undefined {
  const batch = parseListBatch(url);
  if (!batch) return undefined;
  let found = 0;
  const answer = batch.names.map((name) => {
    const kept = read(listBatchUrl([name], batch.locale));
    const values: unknown = Array.isArray(kept) ? kept[0] : undefined;
    if (!Array.isArray(values) || values[0] === 'ERROR') return ERROR_ENTRY;
    found++;
    return values;
  });
  return found ? answer : undefined;
}

/**
 * The lookup lists the fields of a schema use (`x-field.select.list`), with `$ref`s to shapes
 * followed: `names` are the lists asked by name (in batches), `paths` those fetched as an API path
 * (a name starting with `/`, such as `/api/core/taxes`).
 */
export function schemaLists(schema: unknown, shapes: readonly { $id?: string }[] = []): { names: string[]; paths: string[] } {
  const names = new Set<string>();
  const paths = new Set<string>();
  const seen = new Set<unknown>();
  const shapeOf = (ref: string) => {
    const file = ref.split('/').pop();
    return shapes.find((s) => s.$id === ref || (typeof s.$id === 'string' && s.$id.split('/').pop() === file));
  };
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const o = node as Record<string, unknown>;
    const list = (o['x-field'] as { select?: { list?: unknown } } | undefined)?.select?.list;
    if (typeof list === 'string' && list) (list.startsWith('/') ? paths : names).add(list);
    if (typeof o.$ref === 'string') walk(shapeOf(o.$ref));
    for (const v of Object.values(o)) walk(v);
  };
  walk(schema);
  return { names: [...names], paths: [...paths] };
}

import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { preloadLookupLists } from '../../widgets/lookupLists.ts';

type Rec = Record<string, unknown>;

/** The lookup lists the fields of a schema name (`x-field.select.list`), nested objects and array items included. */
export function schemaLookupLists(schema: unknown, into = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  const node = schema as Rec;
  const list = ((node['x-field'] as Rec | undefined)?.select as Rec | undefined)?.list;
  if (typeof list === 'string' && list && !list.startsWith('/')) into.add(list);
  for (const child of Object.values((node.properties as Rec | undefined) ?? {})) schemaLookupLists(child, into);
  if (node.items) schemaLookupLists(node.items, into);
  return into;
}

/**
 * Asks, as the card page opens, for the lookup lists its form's selects will ask once drawn and the
 * status list of its header, in the user's locale as the widgets ask them (useLookupList): they are
 * asked at once in one call (without the batch's 300 ms wait, which the drawing of the form would
 * stretch), while the record and the layout load, instead of after the form is drawn.
 * The lists are cached per data provider, so the widgets then find them loaded.
 */
export function prefetchLookupLists(data: DataProvider, schema: unknown, locale: string | undefined, statusList: string | undefined): void {
  preloadLookupLists(data, [...schemaLookupLists(schema), ...(statusList ? [statusList] : [])], locale);
}

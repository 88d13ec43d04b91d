import { sortItems, type LookupItem } from '../../engine/scripts/lookupItems.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { readTranslations } from '../i18n/readTranslations.ts';
import { displayName } from './displayNames.ts';
import { workflowStatusItems } from '../workflow/workflowStatusLists.ts';
import { entityTypeItems } from './entityTypeLists.ts';
import { listInfo } from './scriptRecords.ts';

interface StoredItem {
  value?: unknown;
  label?: unknown;
  isTranslated?: unknown;
}

interface ListRow {
  name: string;
  data: { items?: StoredItem[]; sorted?: boolean | null; translated?: boolean | null; enabled?: boolean | null; displayNames?: string | null };
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The values of named List records of the current tenant, in the order asked, undefined for a
 * name the tenant has no list of. Labels of a `translated` list (or of items flagged isTranslated)
 * are translated into `locale` (its Locale record, as the client resolves it: `en-US` reads en-EU);
 * `sorted` lists come sorted by label in that locale. An entity's status list (`{entity}Status`)
 * the tenant has no record of answers its workflow's statuses (server/workflow/workflowStatusLists.ts),
 * its `{entity}DocumentType` and `{entity}HistoryType` lists their defaults (./entityTypeLists.ts).
 */
export async function readLookupLists(ctx: AppContext, q: Queryable, names: readonly string[], locale: string): Promise<(LookupItem[] | undefined)[]> {
  if (!names.length) return [];
  const { rows } = await q.query<ListRow>(`SELECT name, data FROM ${listInfo(ctx).table} WHERE name = ANY($1)`, [[...new Set(names)]]);
  const byName = new Map(rows.filter((r) => r.data.enabled !== false).map((r) => [r.name, r.data]));
  const needsTranslation = [...byName.values()].some((d) => d.translated || d.items?.some((i) => i.isTranslated));
  const t = needsTranslation ? await readTranslations(ctx, q, locale) : (key: string) => key;
  // an entity's status list the tenant has no record of: its workflow's statuses; its document
  // and history type lists: drawn from the tenant's documentType and historyType lists
  const fromWorkflows = new Map<string, LookupItem[] | undefined>();
  const read = (more: string[]) => readLookupLists(ctx, q, more, locale);
  for (const name of new Set(names)) {
    if (!byName.has(name)) fromWorkflows.set(name, (await workflowStatusItems(ctx, q, name)) ?? (await entityTypeItems(ctx, q, name, read)));
  }
  return names.map((name) => {
    const list = byName.get(name);
    if (!list) return fromWorkflows.get(name);
    const items = (list.items ?? []).map((item) => {
      const value = str(item.value);
      const stored = str(item.label) || value;
      // a display name (country, currency) is already in the reader's language: only stored labels are keys
      const shown = list.displayNames ? displayName(list.displayNames, locale, value) : undefined;
      return { value, label: shown || (list.translated || item.isTranslated ? t(stored) : stored) };
    });
    return list.sorted ? sortItems(items, locale) : items;
  });
}

import useSWR from 'swr';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { ENTITY_OF, type ConfigItemKind } from './configItemKind.ts';

/** One row of the item list: enough to show and open it. */
export interface ConfigItemSummary {
  registration: string;
  name: string;
  type?: string | null;
  enabled?: boolean | null;
}

/** Items shown at once; the filter narrows a longer list. */
const PAGE = 500;

/** The tenant's scripts or lists whose name or registration matches `filter`, sorted by name. */
export function useConfigItems(kind: ConfigItemKind, filter: string) {
  const { data } = useEngine();
  const entityName = ENTITY_OF[kind];
  const projection = kind === 'script' ? 'registration,name,type,enabled' : 'registration,name';
  return useSWR(['config-items', kind, filter], async () => {
    const page = await data.getList({ entityName, offset: 0, size: PAGE, query: { search: filter || undefined, sort: 'name', projection } });
    return { items: page.records as unknown as ConfigItemSummary[], total: page.total, continues: page.continues };
  });
}

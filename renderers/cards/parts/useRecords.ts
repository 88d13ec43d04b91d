import useSWR from 'swr';
import { askedAhead } from '../../../engine/data/askedAhead.ts';
import type { DataProvider, ListPage } from '../../../engine/data/DataProvider.ts';
import { useEngine } from '../../context/EngineContext.ts';

type Query = Record<string, string | undefined>;

const pages = askedAhead<ListPage>();
const nameOf = (entityName: string, query: Query, size: number) => `${entityName}\u0000${JSON.stringify(query)}\u0000${size}`;
const load = (data: DataProvider, entityName: string, query: Query, size: number) => () => data.getList({ entityName, offset: 0, size, query });

/**
 * Asks the page a card's useRecords will read (same entity, query and size) ahead of the card's
 * first render (prefetchCards): the card then takes this answer instead of asking again. `answer`
 * gives that page from another call (the labels of several fields read at once: useRecordLabels).
 */
export function askRecordsAhead(data: DataProvider, entityName: string, query: Query, size: number, answer?: () => Promise<ListPage>): void {
  pages.ask(data, nameOf(entityName, query, size), answer ?? load(data, entityName, query, size));
}

/**
 * One page of records of an entity through the data provider (SWR-cached by entity, query and
 * size; a new `reloadKey` loads again); `null` as entity name loads nothing. The first load takes
 * the page asked ahead in the last seconds, if any (askRecordsAhead).
 */
export function useRecords(entityName: string | null, query: Query, size = 50, reloadKey: unknown = 0) {
  const { data } = useEngine();
  const key = entityName ? ['records', entityName, JSON.stringify(query), size, String(reloadKey)] : null;
  return useSWR<ListPage>(key, () => pages.take(data, nameOf(entityName as string, query, size), load(data, entityName as string, query, size)));
}

import useSWR from 'swr';
import type { ListPage } from '../../../engine/data/DataProvider.ts';
import { useEngine } from '../../context/EngineContext.ts';

type Query = Record<string, string | undefined>;

/**
 * One page of records of an entity through the data provider (SWR-cached by entity, query and
 * size; a new `reloadKey` loads again); `null` as entity name loads nothing.
 */
export function useRecords(entityName: string | null, query: Query, size = 50, reloadKey: unknown = 0) {
  const { data } = useEngine();
  const key = entityName ? ['records', entityName, JSON.stringify(query), size, String(reloadKey)] : null;
  return useSWR<ListPage>(key, () => data.getList({ entityName: entityName as string, offset: 0, size, query }));
}

import { useCallback, useContext, useEffect, useState } from 'react';
import type { ListPage } from '../../engine/data/DataProvider.ts';
import type { FieldQuery } from '../../schemas/generated/meta.ts';
import { EngineContext } from '../context/EngineContext.ts';
import { ENTITY_SEARCH_PAGE_SIZE, entitySearchQuery, type EntitySearchCriteria } from './entitySearchQuery.ts';

type Row = Record<string, unknown>;

/** The state of the entity search modal's results. */
export interface EntitySearchState {
  rows: Row[];
  page: number;
  total: number;
  loading: boolean;
  criteria: EntitySearchCriteria;
  search: (criteria: EntitySearchCriteria) => void;
  goTo: (page: number) => void;
}

function totalOf(page: ListPage, pageNumber: number): number {
  if (page.total !== undefined) return page.total;
  return (pageNumber - 1) * ENTITY_SEARCH_PAGE_SIZE + page.records.length + (page.continues ? 1 : 0);
}

/**
 * Loads the search results page by page (10 rows) through the DataProvider while `active`. A failed
 * call is reported through the host's notification and stops the loading (seed 001 §8).
 */
export function useEntitySearch(entityName: string, query: Partial<FieldQuery>, active: boolean): EntitySearchState {
  const env = useContext(EngineContext);
  const [criteria, setCriteria] = useState<EntitySearchCriteria>({});
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ rows: Row[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    if (!active || !env) return;
    let live = true;
    setLoading(true);
    const offset = (page - 1) * ENTITY_SEARCH_PAGE_SIZE;
    env.data
      .getList({ entityName, offset, size: ENTITY_SEARCH_PAGE_SIZE, query: entitySearchQuery(JSON.parse(queryKey) as Partial<FieldQuery>, criteria) })
      .then((answer) => live && setResult({ rows: answer.records, total: totalOf(answer, page) }))
      .catch((err: unknown) => live && env.notify('error', err instanceof Error ? err.message : String(err)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [active, env, entityName, queryKey, criteria, page]);
  const search = useCallback((next: EntitySearchCriteria) => {
    setCriteria(next);
    setPage(1);
  }, []);
  return { ...result, page, loading, criteria, search, goTo: setPage };
}

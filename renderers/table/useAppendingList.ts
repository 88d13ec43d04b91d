import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';

type Rec = Record<string, unknown>;

interface AppendingList {
  records: Rec[];
  total?: number;
  totalIsLowerBound?: boolean;
  /** The server's estimate of a capped total ("about N"). */
  totalEstimate?: number;
  continues: boolean;
  loading: boolean;
  loadMore: () => void;
}

/**
 * A list read page after page where the UI appends (seed 002 §2.4): the next page asks
 * `range=[offset+limit]-[offset+limit+size-1]` and its rows are added after the ones shown.
 * A new query or reload token starts over; a failed load shows the error and keeps what is shown.
 */
export function useAppendingList(entityName: string, query: Record<string, string>, size: number, reloadToken: number): AppendingList {
  const { data, notify } = useEngine();
  const [state, setState] = useState<Omit<AppendingList, 'loadMore'>>({ records: [], continues: false, loading: true });
  const queryKey = JSON.stringify(query);

  const load = useCallback(
    (offset: number, previous: Rec[]) => {
      setState((s) => ({ ...s, loading: true }));
      data
        .getList({ entityName, offset, size, query: JSON.parse(queryKey) })
        .then((page) => setState({ records: [...previous, ...page.records], total: page.total, totalIsLowerBound: page.totalIsLowerBound, totalEstimate: page.totalEstimate, continues: page.continues, loading: false }))
        .catch((err: unknown) => {
          notify('error', errorText(err));
          setState((s) => ({ ...s, loading: false }));
        });
    },
    [data, entityName, notify, queryKey, size],
  );

  useEffect(() => load(0, []), [load, reloadToken]);
  const loadMore = () => {
    if (!state.loading && state.continues) load(state.records.length, state.records);
  };
  return { ...state, loadMore };
}

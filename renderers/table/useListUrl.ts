import { useCallback, useMemo } from 'react';
import { readListUrl, writeListUrl, type ListUrlState } from '../../engine/lists/listUrlState.ts';

/**
 * The list state kept in the URL: free text, page, sort, field filters. Any change but a page change
 * goes back to page 1 (seed 002 §2.4: the URL is rewritten after a search, advanced search resets the page).
 */
export function useListUrl(urlQuery: Record<string, string>, onChange: (query: Record<string, string>) => void) {
  const state = useMemo(() => readListUrl(urlQuery), [urlQuery]);
  const update = useCallback(
    (patch: Partial<ListUrlState>) => {
      const next: ListUrlState = { ...state, page: 1, ...patch };
      onChange(writeListUrl(urlQuery, next));
    },
    [onChange, state, urlQuery],
  );
  return { state, update };
}

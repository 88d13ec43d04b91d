import { useCallback, useMemo } from 'react';
import { readListUrl, writeListUrl, type ListUrlState } from '../../engine/lists/listUrlState.ts';

/** How a new URL query is written: `replace` rewrites the current history entry instead of adding one. */
export type UrlQueryChange = (query: Record<string, string>, options: { replace: boolean }) => void;

/**
 * The list state kept in the URL: free text, page, sort, field filters. Any change but a page change
 * goes back to page 1 (seed 002 §2.4: the URL is rewritten after a search, advanced search resets the page).
 * A change of page alone replaces the history entry (Back leaves the list, it does not step through its pages).
 */
export function useListUrl(urlQuery: Record<string, string>, onChange: UrlQueryChange) {
  const state = useMemo(() => readListUrl(urlQuery), [urlQuery]);
  const update = useCallback(
    (patch: Partial<ListUrlState>) => {
      const next: ListUrlState = { ...state, page: 1, ...patch };
      const pageOnly = Object.keys(patch).every((k) => k === 'page');
      onChange(writeListUrl(urlQuery, next), { replace: pageOnly });
    },
    [onChange, state, urlQuery],
  );
  return { state, update };
}

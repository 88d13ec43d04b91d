import { useMemo } from 'react';
import { PREFERENCE_TYPES, preferencesOf } from '../../engine/lists/preferences.ts';
import type { SavedSearch } from '../../engine/lists/savedSearches.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import type { SavedSearchItem } from '../search/SavedSearchList.tsx';
import type { Preferences } from './usePreferences.ts';

/** The saved searches of a route (SEARCH_FILTER preferences, groupId the route path): list, save, delete. */
export function useSavedSearches(route: string, prefs: Preferences) {
  const { notify } = useEngine();
  const items = useMemo<SavedSearchItem[]>(
    () =>
      preferencesOf<SavedSearch>(prefs.all, PREFERENCE_TYPES.searchFilter, route)
        .filter((p) => p.value && typeof p.value === 'object')
        .map((p, i) => ({ id: p._id ?? `local-${i}`, search: { ...p.value, values: p.value.values ?? {} } })),
    [prefs.all, route],
  );
  const save = async (search: SavedSearch) => {
    try {
      await prefs.save({ groupId: route, type: PREFERENCE_TYPES.searchFilter, value: search });
    } catch (err) {
      notify('error', errorText(err));
      throw err;
    }
  };
  const remove = (id: string) => prefs.remove(id).catch((err: unknown) => notify('error', errorText(err)));
  return { items, save, remove };
}

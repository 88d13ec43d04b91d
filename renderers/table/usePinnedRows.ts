import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { PREFERENCE_TYPES, preferencesOf } from '../../engine/lists/preferences.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import type { Preferences } from './usePreferences.ts';

type Rec = Record<string, unknown>;
type PinnedItem = { entityName: string; registration: string };

/**
 * Pinned rows (seed 001 §4): PINNED_ITEM preferences `{entityName, registration}`; the pinned records
 * are read in one list call and shown above the table; pin adds a preference, unpin removes it.
 */
export function usePinnedRows(entityName: string, enabled: boolean, prefs: Preferences, reloadToken: number) {
  const { data, notify } = useEngine();
  const pins = useMemo(
    () => preferencesOf<PinnedItem>(prefs.all, PREFERENCE_TYPES.pinnedItem).filter((p) => p.value?.entityName === entityName && p.value.registration),
    [prefs.all, entityName],
  );
  const keys = pins.map((p) => p.value.registration);
  const { data: rows } = useSWR(enabled && keys.length ? ['pinned', entityName, keys.join(','), reloadToken] : null, () =>
    data.getList({ entityName, offset: 0, size: keys.length, query: { registration: keys.join(',') } }).then((p) => p.records),
  );
  const isPinned = useCallback((row: Rec) => keys.includes(String(row.registration)), [keys]);
  const toggle = useCallback(
    async (row: Rec) => {
      const registration = String(row.registration);
      const pin = pins.find((p) => p.value.registration === registration);
      try {
        if (pin?._id) await prefs.remove(pin._id);
        else await prefs.save({ groupId: entityName, type: PREFERENCE_TYPES.pinnedItem, value: { entityName, registration } });
      } catch (err) {
        notify('error', errorText(err));
      }
    },
    [entityName, notify, pins, prefs],
  );
  return { rows: enabled ? (rows ?? []) : [], isPinned, toggle };
}

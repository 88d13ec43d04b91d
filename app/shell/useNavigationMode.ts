import { useCallback, useState } from 'react';
import {
  NAVIGATION_GROUP,
  NAVIGATION_STORAGE_KEY,
  parseNavigationMode,
  type NavigationMode,
} from '../../engine/shell/navigationMode.ts';
import { useUiPreferences } from '../preferences/UiPreferencesProvider.tsx';

const readLocal = (): NavigationMode | undefined => {
  try {
    return parseNavigationMode(localStorage.getItem(NAVIGATION_STORAGE_KEY));
  } catch {
    return undefined;
  }
};

/**
 * The navigation display mode chosen in the header. The user's UI preference (NAVIGATION) wins, as it
 * follows the user from device to device; local storage keeps the choice of this browser when the
 * preference is missing or could not be saved; `left` otherwise.
 */
export function useNavigationMode(): [NavigationMode, (mode: NavigationMode) => void] {
  const prefs = useUiPreferences();
  const [local, setLocal] = useState(readLocal);
  const mode = parseNavigationMode(prefs.value(NAVIGATION_GROUP)) ?? local ?? 'left';
  const setMode = useCallback(
    (next: NavigationMode) => {
      setLocal(next);
      try {
        localStorage.setItem(NAVIGATION_STORAGE_KEY, next);
      } catch {
        // storage full or disabled: the preference still holds the choice
      }
      // a failed save leaves the choice in local storage and in this session: nothing to tell the user
      prefs.save(NAVIGATION_GROUP, { mode: next }).catch(() => undefined);
    },
    [prefs],
  );
  return [mode, setMode];
}

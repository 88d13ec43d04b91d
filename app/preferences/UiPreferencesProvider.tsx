import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { preferencesPath } from '../../engine/lists/preferences.ts';
import { http } from '../api/http.ts';
import { useAuth } from '../auth/AuthContext.tsx';

/** The `UI` preferences of the signed-in user (theming, navigation...), by group. */
export interface UiPreferences {
  value(groupId: string): unknown;
  /** Takes the value at once for this session, then stores it; rejects with the server's error. */
  save(groupId: string, value: unknown): Promise<void>;
}

const UiPreferencesContext = createContext<UiPreferences>({
  value: () => undefined,
  save: () => Promise.resolve(),
});

/** The UI preferences shared by the shell and the pages that edit them (/themes, the navigation mode). */
export const useUiPreferences = () => useContext(UiPreferencesContext);

type Saved = Record<string, unknown>;
const NONE: Saved = {};

/**
 * Starts from the preferences delivered with the user configuration (no request at start) and keeps
 * the ones saved since: saving one re-renders every reader, so the shell applies a change at once.
 */
export function UiPreferencesProvider({ children }: { children: ReactNode }) {
  const { configuration } = useAuth();
  const username = configuration?.user.username;
  // saved values belong to the configuration they were made in: a new sign-in starts afresh
  const [saved, setSaved] = useState<{ of: unknown; values: Saved }>({ of: configuration, values: {} });
  const values = saved.of === configuration ? saved.values : NONE;

  const value = useCallback(
    (groupId: string) => {
      if (groupId in values) return values[groupId];
      return configuration?.userPreferences?.find((p) => p.type === 'UI' && p.groupId === groupId)?.value;
    },
    [configuration, values],
  );

  const save = useCallback(
    async (groupId: string, next: unknown) => {
      setSaved((s) => ({
        of: configuration,
        values: { ...(s.of === configuration ? s.values : {}), [groupId]: next },
      }));
      if (!username) return;
      // the server keeps one UI preference per group: a POST without _id replaces it
      await http('POST', preferencesPath(username), { type: 'UI', groupId, value: next });
    },
    [configuration, username],
  );

  const state = useMemo(() => ({ value, save }), [value, save]);
  return <UiPreferencesContext.Provider value={state}>{children}</UiPreferencesContext.Provider>;
}

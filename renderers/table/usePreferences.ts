import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { createPreferenceClient, type UserPreference } from '../../engine/lists/preferences.ts';
import { useEngine } from '../context/EngineContext.ts';

export interface Preferences {
  all: UserPreference[];
  loaded: boolean;
  save: <V>(preference: UserPreference<V>) => Promise<UserPreference<V>>;
  remove: (id: string) => Promise<void>;
}

/**
 * The signed-in user's preferences (table configuration, saved searches, pinned items), loaded once
 * and refreshed after each change. Without a user or when loading fails the list is empty; saving
 * then fails with the server's error, which the caller shows.
 */
export function usePreferences(username: string | undefined): Preferences {
  const { data } = useEngine();
  const client = useMemo(() => (username ? createPreferenceClient(data, username) : undefined), [data, username]);
  const swr = useSWR(client ? ['preferences', username] : null, () => client!.list(), { revalidateOnFocus: false, shouldRetryOnError: false });
  const { mutate } = swr;
  const save = useCallback(
    async <V,>(preference: UserPreference<V>) => {
      if (!client) throw new Error('Preferences need a signed-in user');
      const saved = await client.save(preference);
      await mutate();
      return saved;
    },
    [client, mutate],
  );
  const remove = useCallback(
    async (id: string) => {
      if (!client) throw new Error('Preferences need a signed-in user');
      await client.remove(id);
      await mutate();
    },
    [client, mutate],
  );
  return { all: swr.data ?? [], loaded: !client || swr.data !== undefined || swr.error !== undefined, save, remove };
}

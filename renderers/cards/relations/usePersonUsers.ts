import { useMemo } from 'react';
import useSWR from 'swr';
import { useEngine } from '../../context/EngineContext.ts';

/** The permission that reads users (seed 000 §5.3 named checks). */
export const READ_USERS = 'read /api/core/users';

/** The users linked to persons: registration -> username. */
export interface PersonUsers {
  usernames: ReadonlyMap<string, string>;
  /** Whether the users are known (false while loading, or when the caller may not read users). */
  known: boolean;
  reload: () => Promise<unknown>;
}

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * The users of the persons given (GET /api/core/users?personRegistration=a,b…), for a caller who may
 * read users; nobody else asks (the server would refuse), and a failure knows no user.
 */
export function usePersonUsers(registrations: readonly string[]): PersonUsers {
  const { data, can } = useEngine();
  const allowed = Boolean(can?.(READ_USERS));
  const wanted = [...new Set(registrations)].sort();
  const key = allowed && wanted.length ? ['person-users', wanted.join(',')] : null;
  const { data: pairs, mutate } = useSWR(key, async () => {
    const page = await data.getList({ entityName: 'User', offset: 0, size: wanted.length * 2, query: { personRegistration: wanted.join(','), projection: 'username,personRegistration' } });
    // pairs, not a Map: SWR compares answers by their content, and sees no content in a Map
    const found: [string, string][] = [];
    for (const user of page.records) {
      const person = user.personRegistration;
      const username = user.username ?? user.registration;
      if (typeof person === 'string' && typeof username === 'string' && !found.some(([p]) => p === person)) found.push([person, username]);
    }
    return found;
  }, { revalidateOnFocus: false, shouldRetryOnError: false, onError: () => undefined });
  const usernames = useMemo(() => (pairs ? new Map(pairs) : NONE), [pairs]);
  return { usernames, known: pairs !== undefined, reload: () => mutate() };
}

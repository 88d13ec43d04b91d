import type { DataProvider } from '../data/DataProvider.ts';

/** Preference types of the table (seed 001 §3 "User preference"). */
export const PREFERENCE_TYPES = {
  tableConfiguration: 'TABLE_CONFIGURATION',
  searchFilter: 'SEARCH_FILTER',
  pinnedItem: 'PINNED_ITEM',
} as const;

/** A stored user preference: groupId is the route path for the table's own preferences. */
export interface UserPreference<V = unknown> {
  _id?: string;
  groupId: string;
  type: string;
  value: V;
}

/** The preferences API of a user (seed 000 §3.6). */
export function preferencesPath(username: string, id?: string): string {
  const base = `/api/core/users/${encodeURIComponent(username)}/preferences`;
  return id ? `${base}/${encodeURIComponent(id)}` : base;
}

function asList(answer: unknown): UserPreference[] {
  const list = Array.isArray(answer) ? answer : (answer as { preferences?: unknown })?.preferences;
  return Array.isArray(list) ? (list.filter((p) => p && typeof p === 'object' && 'type' in p) as UserPreference[]) : [];
}

/** Reads, saves and removes a user's preferences through the data provider. */
export interface PreferenceClient {
  list(): Promise<UserPreference[]>;
  save<V>(preference: UserPreference<V>): Promise<UserPreference<V>>;
  remove(id: string): Promise<void>;
}

/** A {@link PreferenceClient} over `GET|POST /api/core/users/{username}/preferences` and `DELETE .../{id}`. */
export function createPreferenceClient(data: DataProvider, username: string): PreferenceClient {
  return {
    list: async () => asList(await data.custom({ method: 'GET', path: preferencesPath(username) })),
    save: async <V,>(preference: UserPreference<V>) => {
      const saved = await data.custom<UserPreference<V> | undefined>({ method: 'POST', path: preferencesPath(username), body: preference });
      return { ...preference, ...(saved && typeof saved === 'object' ? saved : {}) };
    },
    remove: async (id) => {
      await data.custom({ method: 'DELETE', path: preferencesPath(username, id) });
    },
  };
}

/** The preferences of one type and group. */
export function preferencesOf<V>(all: readonly UserPreference[], type: string, groupId?: string): UserPreference<V>[] {
  return all.filter((p) => p.type === type && (groupId === undefined || p.groupId === groupId)) as UserPreference<V>[];
}

const KEY = 'tabula.auth.token';

/** The stored bearer token (local storage, so a reload keeps the session). */
export const tokenStore = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string | null) => (token ? localStorage.setItem(KEY, token) : localStorage.removeItem(KEY)),
};

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setUnauthorizedHandler } from '../api/http.ts';
import { currentUser, login as apiLogin, logout as apiLogout, LOGOUT_REDIRECT_MS, type CurrentUser } from './session.ts';

interface AuthState {
  user: CurrentUser | null;
  loading: boolean;
  /** Message shown on the login page after a forced sign-out ('Session has expired'). */
  loginError?: string;
  login(username: string, password: string): Promise<void>;
  logout(message?: string): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth() needs <AuthProvider>');
  return ctx;
}

/** Holds the session: restores it on load, signs in and out, reacts to 401 answers. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [loginError, setLoginError] = useState<string>();

  useEffect(() => {
    currentUser().then((u) => {
      setUser(u);
      setLoading(false);
    });
  }, []);

  const logout = useCallback(async (message?: string) => {
    await apiLogout();
    setLoginError(message);
    await new Promise((r) => setTimeout(r, LOGOUT_REDIRECT_MS));
    // RequireAuth sends the user to the login page (with the current URL as redirect).
    setUser(null);
  }, []);

  useEffect(() => setUnauthorizedHandler((message) => void logout(message)), [logout]);

  const login = useCallback(async (username: string, password: string) => {
    const u = await apiLogin(username, password);
    setLoginError(undefined);
    setUser((await currentUser()) ?? u);
  }, []);

  const value = useMemo(() => ({ user, loading, loginError, login, logout }), [user, loading, loginError, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

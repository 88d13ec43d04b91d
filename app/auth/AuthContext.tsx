import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UserConfiguration } from '../../schemas/generated/shapes.ts';
import { hasPermission, type PermissionCheckOptions } from '../../engine/permissions/index.ts';
import { setUnauthorizedHandler } from '../api/http.ts';
import { tokenStore } from '../api/tokenStore.ts';
import * as api from './session.ts';
import { setFlowSession } from '../flow/flowSession.ts';
import { ssoState } from './ssoState.ts';
import { useKeepAlive } from './useKeepAlive.ts';
import { userConfigurationStore } from './userConfigurationStore.ts';

/** A password sign-in waiting for its TOTP code. */
export interface PendingMfa {
  totpToken: string;
  username: string;
  mfaUserMethods: string[];
}

interface AuthState {
  user: api.CurrentUser | null;
  configuration: UserConfiguration | null;
  loading: boolean;
  /** Message shown on the login page after a forced sign-out ('Session has expired'). */
  loginError?: string;
  mfa: PendingMfa | null;
  /** Signs in with a password; answers 'mfa' when a TOTP code must follow. */
  /** `tenant`: the host's sign-in tenant, for usernames that do not name one (an e-mail). */
  login(username: string, password: string, tenant?: string): Promise<'ok' | 'mfa'>;
  completeTotp(code: string): Promise<void>;
  /** Opens the session the server just granted (SSO return, token sign-in). */
  acceptSession(): Promise<void>;
  logout(message?: string): Promise<void>;
  /** Loads the user configuration again (a configuration item it carries was saved: collection-extension). */
  reloadConfiguration(): Promise<void>;
  /** The permission check of seed 000 §6 for the signed-in user. */
  can(permission: string, options?: PermissionCheckOptions): boolean;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth() needs <AuthProvider>');
  return ctx;
}

const userOf = (c: UserConfiguration | null): api.CurrentUser | null =>
  c ? { ...c.user, username: c.user.username, tenant: c.user.tenant, isAdmin: c.user.isAdmin === true } : null;

/** Holds the session: restores it on load, signs in (password, TOTP, SSO, token) and out, reacts to 401 answers. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [configuration, setConfiguration] = useState<UserConfiguration | null>(null);
  const [loading, setLoading] = useState(true);
  const [loginError, setLoginError] = useState<string>();
  const [mfa, setMfa] = useState<PendingMfa | null>(null);

  const apply = useCallback((c: UserConfiguration | null) => {
    userConfigurationStore.set(c);
    setConfiguration(c);
  }, []);

  const acceptSession = useCallback(async () => {
    setLoginError(undefined);
    setMfa(null);
    apply(await api.loadUserConfiguration());
  }, [apply]);

  useEffect(() => {
    api
      .loadUserConfiguration()
      .catch(() => null)
      .then((c) => {
        apply(c);
        setLoading(false);
      });
  }, [apply]);

  const logout = useCallback(
    async (message?: string) => {
      const saml = ssoState.provider()?.kind === 'saml' ? sessionStorage.getItem('tabula.auth.saml') : null;
      sessionStorage.removeItem('tabula.auth.saml');
      // The provider's logout URL is asked for while the session is still open (the route needs it);
      // after a 401 the token is already gone and the provider's session is left alone.
      let samlLogout: string | null = null;
      if (saml && tokenStore.get()) {
        const { id, sessionIndex, nameId } = JSON.parse(saml) as { id: string; sessionIndex: string; nameId: string };
        samlLogout = await api.samlLogoutUrl(id, sessionIndex, nameId).catch(() => null);
      }
      await api.logout();
      setFlowSession(null);
      setMfa(null);
      setLoginError(message);
      await new Promise((r) => setTimeout(r, api.LOGOUT_REDIRECT_MS));
      // RequireAuth sends the user to the login page (with the current URL as redirect).
      apply(null);
      if (samlLogout) window.location.assign(samlLogout);
    },
    [apply],
  );

  useEffect(() => setUnauthorizedHandler((message) => void logout(message)), [logout]);

  const login = useCallback(
    async (username: string, password: string, tenant?: string) => {
      const answer = await api.login(username, password, tenant);
      if (api.isMfaAnswer(answer)) {
        setMfa({ totpToken: answer.totpToken, username: answer.username, mfaUserMethods: answer.mfaUserMethods });
        return 'mfa' as const;
      }
      await acceptSession();
      return 'ok' as const;
    },
    [acceptSession],
  );

  const completeTotp = useCallback(
    async (code: string) => {
      if (!mfa) throw new Error('No sign-in is waiting for a code');
      await api.finishTotp(mfa.totpToken, code);
      await acceptSession();
    },
    [mfa, acceptSession],
  );

  const reloadConfiguration = useCallback(async () => {
    if (!userConfigurationStore.get()) return;
    const next = await api.loadUserConfiguration().catch(() => null);
    // signed out meanwhile, or a failed load: keep what the screens have
    if (next && userConfigurationStore.get()) apply(next);
  }, [apply]);

  const onRenewed = useCallback((iat: number, expiresIn: number | null) => {
    const c = userConfigurationStore.get();
    if (c) userConfigurationStore.set({ ...c, user: { ...c.user, ssoRefreshTokenIat: iat, ssoRefreshTokenExpiresIn: expiresIn } });
  }, []);
  useKeepAlive(configuration, onRenewed);

  const can = useCallback(
    (permission: string, options?: PermissionCheckOptions) =>
      !!configuration && hasPermission({ ...configuration.user, userPermissions: configuration.userPermissions }, permission, options),
    [configuration],
  );

  const value = useMemo<AuthState>(
    () => ({ user: userOf(configuration), configuration, loading, loginError, mfa, login, completeTotp, acceptSession, logout, reloadConfiguration, can }),
    [configuration, loading, loginError, mfa, login, completeTotp, acceptSession, logout, reloadConfiguration, can],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

import { useEffect } from 'react';
import type { UserConfiguration } from '../../schemas/generated/shapes.ts';
import { keepAlive, renewSso } from './session.ts';
import { shouldRenew, singleFlight, throttleLeading } from './renewal.ts';
import { ssoProviderOfToken } from './tokenClaims.ts';

/**
 * While the user is active (pointer, keys), pings the server at most every 5 s so the session
 * token is renewed, and renews the SSO refresh token when it nears its end, one renewal at a time.
 * Renewal errors are only logged (seed 000 §8.2).
 */
export function useKeepAlive(config: UserConfiguration | null, onRenewed: (iat: number, expiresIn: number | null) => void): void {
  useEffect(() => {
    if (!config) return;
    const sso = ssoProviderOfToken();
    let iat = config.user.ssoRefreshTokenIat ?? null;
    let expiresIn = config.user.ssoRefreshTokenExpiresIn ?? null;
    const renew = singleFlight(async () => {
      if (!sso) return;
      const r = await renewSso(sso);
      iat = r.ssoRefreshTokenIat;
      expiresIn = r.ssoRefreshTokenExpiresIn;
      onRenewed(iat, expiresIn);
    });
    const ping = throttleLeading(() => {
      keepAlive(config.options?.oidc?.useKeepAlive ? sso : undefined).catch(() => undefined);
      if (sso && shouldRenew(iat, expiresIn, Date.now() / 1000)) renew().catch((err: unknown) => console.warn('SSO renewal failed', err));
    });
    window.addEventListener('pointerdown', ping);
    window.addEventListener('keydown', ping);
    return () => {
      window.removeEventListener('pointerdown', ping);
      window.removeEventListener('keydown', ping);
    };
  }, [config, onRenewed]);
}

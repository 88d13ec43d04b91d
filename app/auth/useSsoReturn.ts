import { useEffect, useRef, useState } from 'react';
import { tokenStore } from '../api/tokenStore.ts';
import { authErrorText } from './authError.ts';
import { useAuth } from './AuthContext.tsx';
import { ticketLogin, tokenLogin } from './session.ts';
import { finishOidc, startSso } from './ssoFlow.ts';
import { ssoState } from './ssoState.ts';
import { takeUrlCredential } from './urlCredential.ts';

const truthy = (v: string | null) => v === '1' || v === 'true';
const falsy = (v: string | null) => v === '0' || v === 'false';

/**
 * The single sign-on side of the login page (seed 000 §4.3): finishes a return from the provider
 * (code and state, access token, or a single-use login ticket; or a session token given to the
 * login page, app/auth/urlCredential.ts), or starts the redirect to the provider named
 * by ?oidc= / ?saml= (automatically unless autoOidc=0; with autoOidc=1 also for the stored one).
 * Answers whether it is busy, the error to show, and the original URL to go back to.
 */
export function useSsoReturn(params: URLSearchParams): { busy: boolean; error?: string; redirect?: string } {
  const { acceptSession } = useAuth();
  const [state, setState] = useState<{ busy: boolean; error?: string; redirect?: string }>({ busy: true });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const redirect = params.get('redirect') ?? '/';
    // the server's refusal in the reader's language; an identity provider's or a library's wording is never shown
    const fail = (err: unknown) => setState({ busy: false, error: authErrorText(err) });
    const credential = takeUrlCredential();
    const run = async () => {
      if (credential) {
        const pending = ssoState.get();
        ssoState.set(null);
        try {
          await (credential.ticket ? ticketLogin(credential.ticket) : tokenLogin(String(credential.token)));
        } catch (err) {
          tokenStore.set(null);
          throw err;
        }
        const sessionIndex = params.get('sessionIndex');
        const nameId = params.get('nameId');
        if (pending?.kind === 'saml' && sessionIndex && nameId) sessionStorage.setItem('tabula.auth.saml', JSON.stringify({ id: pending.id, sessionIndex, nameId }));
        setState({ busy: true, redirect: pending?.redirect ?? redirect });
        return acceptSession();
      }
      const outcome = await finishOidc(window.location);
      if (outcome && 'restarted' in outcome) return;
      if (outcome) {
        setState({ busy: true, redirect: outcome.redirect });
        return acceptSession();
      }
      const asked = params.get('oidc') ? { kind: 'oidc' as const, id: String(params.get('oidc')) } : params.get('saml') ? { kind: 'saml' as const, id: String(params.get('saml')) } : null;
      const auto = params.get('autoOidc');
      const provider = asked ?? (truthy(auto) ? ssoState.provider() : null);
      if (provider && !falsy(auto) && !params.get('loginError')) return startSso(provider.kind, provider.id, redirect);
      setState({ busy: false, error: params.get('loginError') ?? undefined });
    };
    run().catch(fail);
  }, [params, acceptSession]);

  return state;
}

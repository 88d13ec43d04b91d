// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../../app/api/tokenStore.ts';
import { ssoState } from '../../../app/auth/ssoState.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('what the browser keeps of a session (seed 000 §9, seed 002 §9)', () => {
  it('keeps the auth token in local storage, so a reload keeps the session, and forgets it at logout', () => {
    tokenStore.set('header.payload.signature');
    expect(localStorage.getItem('tabula.auth.token')).toBe('header.payload.signature');
    expect(tokenStore.get()).toBe('header.payload.signature');
    tokenStore.set(null);
    expect(localStorage.getItem('tabula.auth.token')).toBeNull();
  });

  it('keeps a login flow under way at the identity provider, and the provider last used', () => {
    ssoState.set({ kind: 'oidc', id: 'corp', redirect: '/contracts', state: 's1' });
    expect(JSON.parse(sessionStorage.getItem('tabula.auth.sso') ?? 'null')).toMatchObject({ kind: 'oidc', id: 'corp', state: 's1' });
    ssoState.rememberProvider({ kind: 'oidc', id: 'corp' });
    expect(JSON.parse(localStorage.getItem('tabula.auth.provider') ?? 'null')).toEqual({ kind: 'oidc', id: 'corp' });
    ssoState.set(null);
    expect(ssoState.get()).toBeNull();
    localStorage.setItem('tabula.auth.provider', '{not json');
    expect(ssoState.provider()).toBeNull();
  });
});

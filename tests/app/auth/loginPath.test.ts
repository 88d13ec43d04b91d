import { describe, expect, it } from 'vitest';
import { loginPath } from '../../../app/auth/loginPath.ts';

const LOGIN = '/authentication/login-page';
const paramsOf = (path: string) => new URL(path, 'http://app').searchParams;

describe('loginPath: where a visit without a session goes (seed 000 §4.3)', () => {
  it('keeps the original URL as redirect', () => {
    const p = paramsOf(loginPath(LOGIN, '/contracts', '?status=ACTIVE'));
    expect(p.get('redirect')).toBe('/contracts?status=ACTIVE');
    expect(loginPath(LOGIN, '/persons', '')).toBe(`${LOGIN}?redirect=%2Fpersons`);
  });

  it('moves ?oidc=, ?saml= and ?autoOidc= to the login page so that it starts the single sign-on', () => {
    const p = paramsOf(loginPath(LOGIN, '/contracts', '?oidc=corp&status=ACTIVE&autoOidc=1'));
    expect(p.get('oidc')).toBe('corp');
    expect(p.get('autoOidc')).toBe('1');
    expect(p.get('redirect')).toBe('/contracts?status=ACTIVE');
    const saml = paramsOf(loginPath(LOGIN, '/contracts', '?saml=adfs'));
    expect(saml.get('saml')).toBe('adfs');
    expect(saml.get('redirect')).toBe('/contracts');
  });
});

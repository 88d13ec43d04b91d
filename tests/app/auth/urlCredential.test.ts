import { afterEach, describe, expect, it } from 'vitest';
import { captureUrlCredential, takeUrlCredential } from '../../../app/auth/urlCredential.ts';

/** A location and a history whose replaceState is recorded. */
function page(href: string) {
  const url = new URL(href, 'http://app.test');
  const replaced: string[] = [];
  const location = { pathname: url.pathname, search: url.search, hash: url.hash } as Location;
  const history = { state: { idx: 0 }, replaceState: (_state: unknown, _title: string, to: string) => replaced.push(to) } as unknown as History;
  return { location, history, replaced };
}

afterEach(() => {
  takeUrlCredential();
});

describe('a sign-in credential in the login page address (issue 40 item 4)', () => {
  it('takes the single-use login ticket out of the address bar at once, and hands it out once', () => {
    const p = page('/authentication/login-page?ticket=abc&redirect=%2Fcontracts&sessionIndex=s1');
    captureUrlCredential(p.location, p.history);
    expect(p.replaced).toEqual(['/authentication/login-page?redirect=%2Fcontracts&sessionIndex=s1']);
    expect(takeUrlCredential()).toEqual({ ticket: 'abc' });
    expect(takeUrlCredential()).toBeUndefined();
  });

  it('takes a session token given to the login page (seed 000 §3.5 allowOpenQueryToken) the same way', () => {
    const p = page('/authentication/login-page?token=x.y.z#top');
    captureUrlCredential(p.location, p.history);
    expect(p.replaced).toEqual(['/authentication/login-page#top']);
    expect(takeUrlCredential()).toEqual({ token: 'x.y.z' });
  });

  it('takes it out of the fragment too, keeping the rest', () => {
    const p = page('/authentication/login-page?redirect=%2F#token=x.y.z&state=s1');
    captureUrlCredential(p.location, p.history);
    expect(p.replaced).toEqual(['/authentication/login-page?redirect=%2F#state=s1']);
    expect(takeUrlCredential()).toEqual({ token: 'x.y.z' });
  });

  it('leaves other pages and a login page without credential alone', () => {
    for (const href of ['/contracts?token=x.y.z', '/authentication/login-page?redirect=%2F']) {
      const p = page(href);
      captureUrlCredential(p.location, p.history);
      expect(p.replaced, href).toEqual([]);
      expect(takeUrlCredential(), href).toBeUndefined();
    }
  });
});

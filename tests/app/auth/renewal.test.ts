import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_THROTTLE_MS, RENEW_THRESHOLD_SECONDS, shouldRenew, throttleLeading } from '../../../app/auth/renewal.ts';
import { LOGOUT_REDIRECT_MS } from '../../../app/auth/session.ts';
import { RENEW_THRESHOLD_SECONDS as SERVER_RENEW_THRESHOLD_SECONDS } from '../../../server/plugins/session.ts';

describe('session timings (seed 000 §9)', () => {
  it('renews a token with 600 seconds or less left, by default, in the browser and on the server', () => {
    expect(RENEW_THRESHOLD_SECONDS).toBe(600);
    expect(SERVER_RENEW_THRESHOLD_SECONDS).toBe(600);
    const iat = 1_000_000;
    const expiresIn = 3600;
    expect(shouldRenew(iat, expiresIn, iat + expiresIn - 601)).toBe(false);
    expect(shouldRenew(iat, expiresIn, iat + expiresIn - 600)).toBe(true);
    expect(shouldRenew(iat, expiresIn, iat + expiresIn)).toBe(false);
  });

  it('sends at most one keep-alive per 5000 ms', () => {
    expect(KEEP_ALIVE_THROTTLE_MS).toBe(5000);
    let clock = 0;
    let calls = 0;
    const ping = throttleLeading(() => calls++, undefined, () => clock);
    ping();
    clock = 4999;
    ping();
    expect(calls).toBe(1);
    clock = 5000;
    ping();
    expect(calls).toBe(2);
  });

  it('redirects 400 ms after logout', () => {
    expect(LOGOUT_REDIRECT_MS).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { HostChoice, serverMatches } from '../../../server/db/pgHostChoice.ts';

const primary = { inRecovery: false, readOnly: false };
const standby = { inRecovery: true, readOnly: true };
/** A primary made read-only (default_transaction_read_only), as while a switch-over drains it. */
const readOnlyPrimary = { inRecovery: false, readOnly: true };

describe('serverMatches (target_session_attrs)', () => {
  it('accepts the kinds of server libpq accepts', () => {
    const table = (attrs: Parameters<typeof serverMatches>[0]) =>
      [primary, standby, readOnlyPrimary].map((r) => serverMatches(attrs, r));
    expect(table('read-write')).toEqual([true, false, false]);
    expect(table('primary')).toEqual([true, false, true]);
    expect(table('read-only')).toEqual([false, true, true]);
    expect(table('standby')).toEqual([false, true, false]);
    expect(table('any')).toEqual([true, true, true]);
  });
});

describe('HostChoice', () => {
  it('starts with the first server and stays on a server that works', () => {
    const c = new HostChoice(3);
    expect(c.current()).toBe(0);
    c.succeeded(0);
    expect(c.current()).toBe(0);
  });

  it('passes the turn to the next server in order on a failure, wrapping around', () => {
    const c = new HostChoice(3);
    c.failed(0);
    expect(c.current()).toBe(1);
    c.failed(1);
    expect(c.current()).toBe(2);
    c.failed(2);
    expect(c.current()).toBe(0);
  });

  it('tries the last server that worked first, then the others', () => {
    const c = new HostChoice(3);
    c.failed(0);
    c.failed(1);
    c.succeeded(2); // the promoted standby
    expect(c.current()).toBe(2);
    c.failed(2); // it goes in turn
    expect(c.current()).toBe(0);
  });

  it('moves once when connections opened together fail on the same server', () => {
    const c = new HostChoice(3);
    c.failed(0);
    c.failed(0); // a second connection that had been sent to server 0 before the first failed
    expect(c.current()).toBe(1);
  });
});

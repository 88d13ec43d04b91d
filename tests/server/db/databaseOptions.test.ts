import { describe, expect, it } from 'vitest';
import { readDatabaseOptions } from '../../../server/db/Database.ts';

describe('readDatabaseOptions: the pooler, listen and replica settings', () => {
  it('reads PG_POOLER, DATABASE_LISTEN_URL, DATABASE_READ_URL and DATABASE_READ_MAX_LAG_MS', () => {
    const o = readDatabaseOptions({
      PG_POOLER: 'transaction',
      DATABASE_LISTEN_URL: 'postgres://db:5432/t',
      DATABASE_READ_URL: 'postgres://standby:5432/t',
      DATABASE_READ_MAX_LAG_MS: '2500',
    });
    expect(o).toMatchObject({ pooler: 'transaction', listenUrl: 'postgres://db:5432/t', readUrl: 'postgres://standby:5432/t', readMaxLagMs: 2500 });
  });

  it('leaves them unset by default, and ignores an invalid lag', () => {
    const o = readDatabaseOptions({ DATABASE_READ_MAX_LAG_MS: 'soon', PG_POOLER: ' ' });
    expect(o.pooler).toBeUndefined();
    expect(o.listenUrl).toBeUndefined();
    expect(o.readUrl).toBeUndefined();
    expect(o.readMaxLagMs).toBeUndefined();
  });

  it('stops the start on an unknown pooler mode, naming the allowed ones', () => {
    expect(() => readDatabaseOptions({ PG_POOLER: 'session' })).toThrow(/PG_POOLER=session: expected one of transaction/);
  });
});

import { describe, expect, it } from 'vitest';
import { toAppError } from '../../../server/plugins/errors.ts';

/** The database's fault states as catalogued answers (the errors server/db/pg.ts does not wrap itself). */
describe('database faults in the error mapping', () => {
  const code = (err: object) => {
    const e = toAppError(Object.assign(new Error('from the driver'), err), 'req-1');
    return `${e.status} ${e.code}`;
  };

  it('answers 503 DATABASE_UNAVAILABLE for a server shutting down, starting up or refusing connections', () => {
    for (const sqlstate of ['57P01', '57P02', '57P03', '08006', '08001', '53300'])
      expect(code({ code: sqlstate }), sqlstate).toBe('503 DATABASE_UNAVAILABLE');
  });

  it('answers 503 QUERY_TIMEOUT for a statement or lock timeout', () => {
    expect(code({ code: '57014' })).toBe('503 QUERY_TIMEOUT');
    expect(code({ code: '55P03' })).toBe('503 QUERY_TIMEOUT');
  });

  it('answers 507 STORAGE_FULL for a full disk, from PostgreSQL or the file system', () => {
    expect(code({ code: '53100' })).toBe('507 STORAGE_FULL');
    expect(code({ code: 'ENOSPC', errno: -28, syscall: 'write' })).toBe('507 STORAGE_FULL');
  });

  it('keeps any other error a 500', () => {
    expect(code({ code: 'XX000' })).toBe('500 INTERNAL_ERROR');
    expect(code({ code: 'ECONNREFUSED' })).toBe('500 INTERNAL_ERROR'); // not the database's: an outgoing call, say
  });
});

import { describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import { parseMultiHostUrl } from '../../../server/db/pgHosts.ts';

describe('parseMultiHostUrl (DATABASE_URL naming several servers)', () => {
  it('leaves a one-server URL to node-postgres, whatever it carries', () => {
    expect(parseMultiHostUrl('postgres://u:p@db:5432/tabula')).toBeUndefined();
    expect(parseMultiHostUrl('postgres://u:p@db/tabula?target_session_attrs=read-write')).toBeUndefined();
    expect(parseMultiHostUrl('postgres://u:p@db/tabula?target_session_attrs=nonsense')).toBeUndefined();
    expect(parseMultiHostUrl('socket:/var/run/postgresql?db=tabula')).toBeUndefined();
  });

  it('reads the servers in order, the default port 5432, and the wanted kind of server', () => {
    expect(
      parseMultiHostUrl(
        'postgresql://u:p%40ss@h1:6001,h2,[::1]:6003/tabula?target_session_attrs=read-write&sslmode=disable',
      ),
    ).toEqual({
      hosts: [
        { host: 'h1', port: 6001 },
        { host: 'h2', port: 5432 },
        { host: '::1', port: 6003 },
      ],
      attrs: 'read-write',
      base: 'postgresql://u:p%40ss@h1:6001/tabula?sslmode=disable',
    });
  });

  it('defaults to any server, as libpq does, and keeps a URL without user or database', () => {
    expect(parseMultiHostUrl('postgres://a:1,b:2')).toEqual({
      hosts: [
        { host: 'a', port: 1 },
        { host: 'b', port: 2 },
      ],
      attrs: 'any',
      base: 'postgres://a:1',
    });
    for (const attrs of ['primary', 'standby', 'read-only', 'any'] as const) {
      expect(parseMultiHostUrl(`postgres://u@a,b/db?target_session_attrs=${attrs}`)?.attrs).toBe(attrs);
    }
  });

  it('refuses an unknown kind of server or a malformed list with a catalogued error naming DATABASE_URL', () => {
    for (const url of [
      'postgres://u@a,b/db?target_session_attrs=prefer-standby',
      'postgres://u@a,b/db?target_session_attrs=writable',
      'postgres://u@a,,b/db',
      'postgres://u@a:0,b/db',
      'postgres://u@a:99999,b/db',
      'postgres://u@a:x,b/db',
    ]) {
      let thrown: unknown;
      try {
        parseMultiHostUrl(url);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, url).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({ code: 'INVALID_FIELD_IN_CONFIG', args: ['DATABASE_URL'] });
      // the message never repeats the URL (it holds the password)
      expect(String((thrown as Error).message)).not.toContain('u@');
    }
  });
});

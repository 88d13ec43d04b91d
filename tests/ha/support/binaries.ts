import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian puts the programs the failover test needs (pg_autoctl, pg_ctl, haproxy). */
function searchPath(): string[] {
  const pgBins = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  return [...(process.env.PATH ?? '').split(':').filter(Boolean), ...pgBins, '/usr/sbin', '/sbin'];
}

/** The full path of program `name`, or undefined when this machine lacks it. */
export function findBinary(name: string): string | undefined {
  for (const dir of searchPath()) {
    const path = join(dir, name);
    if (existsSync(path)) return path;
  }
  return undefined;
}

/** The programs of the test, or why it cannot run here. */
export function haBinaries(): { pgAutoctl: string; pgCtlDir: string; haproxy: string } | { missing: string } {
  const pgAutoctl = findBinary('pg_autoctl');
  const pgCtl = findBinary('pg_ctl');
  const haproxy = findBinary('haproxy');
  const missing = [
    !pgAutoctl && 'pg_autoctl (postgresql-15-auto-failover)',
    !pgCtl && 'pg_ctl (postgresql-15)',
    !haproxy && 'haproxy',
  ].filter(Boolean);
  if (missing.length || !pgAutoctl || !pgCtl || !haproxy) return { missing: missing.join(', ') };
  if (process.getuid?.() === 0 && !findBinary('runuser'))
    return { missing: 'runuser (PostgreSQL refuses to run as root)' };
  // the folder of PostgreSQL's own programs (pg_ctl may be a link to it, where pg_controldata is not)
  const pgCtlPath = realpathSync(pgCtl);
  return { pgAutoctl, pgCtlDir: pgCtlPath.slice(0, pgCtlPath.lastIndexOf('/')), haproxy };
}

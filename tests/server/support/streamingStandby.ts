import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gid, uid } from './pgbouncer.ts';

const BIN = '/usr/lib/postgresql/15/bin';

/** Why a primary and its standby cannot be made here, or undefined. */
export function standbyMissing(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_basebackup'))) return `PostgreSQL 15 binaries are not in ${BIN}`;
  return undefined;
}

/** A temporary primary and its streaming standby (hot standby), both on 127.0.0.1. */
export interface StreamingPair {
  /** URL of `database` on the primary / the standby (user postgres, trust authentication). */
  primaryUrl(database: string): string;
  standbyUrl(database: string): string;
  /** Stops the standby (fast shutdown). */
  stopStandby(): void;
  /** Stops both and removes their files. */
  stop(): void;
}

/** Runs a PostgreSQL program as the user postgres (the binaries refuse root); throws with its output on failure. */
function asPostgres(program: string, args: string[]): void {
  const run = spawnSync(join(BIN, program), args, { uid: uid('postgres'), gid: gid('postgres'), encoding: 'utf8', timeout: 120_000 });
  if (run.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${run.stdout}${run.stderr}${run.error ?? ''}`);
}

/**
 * initdb of a primary on `primaryPort`, a database `database` on it, `pg_basebackup -R` of it into a
 * standby on `standbyPort` streaming from it; files in a temporary folder owned by postgres.
 */
export function startStreamingPair(primaryPort: number, standbyPort: number, database: string): StreamingPair {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-standby-'));
  chownSync(dir, uid('postgres'), gid('postgres'));
  const primary = join(dir, 'primary');
  const standby = join(dir, 'standby');
  const start = (data: string, port: number) =>
    asPostgres('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const stopOne = (data: string) => {
    if (existsSync(join(data, 'postmaster.pid'))) asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  const url = (port: number, db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  try {
    asPostgres('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync']);
    start(primary, primaryPort);
    asPostgres('psql', ['-h', dir, '-p', String(primaryPort), '-U', 'postgres', '-d', 'postgres', '-qc', `CREATE DATABASE ${database}`]);
    asPostgres('pg_basebackup', ['-h', dir, '-p', String(primaryPort), '-U', 'postgres', '-D', standby, '-R', '-X', 'stream', '--no-sync']);
    start(standby, standbyPort);
  } catch (err) {
    for (const data of [standby, primary]) {
      try {
        stopOne(data);
      } catch {
        // reported by the first error
      }
    }
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    primaryUrl: (db) => url(primaryPort, db),
    standbyUrl: (db) => url(standbyPort, db),
    stopStandby: () => stopOne(standby),
    stop() {
      try {
        stopOne(standby);
        stopOne(primary);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

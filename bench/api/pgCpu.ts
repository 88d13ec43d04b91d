import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (ms) used so far by the server backends of database `db` (Linux /proc; 0 elsewhere).
 * Backends of the pool live through a measured run, so the difference of two readings is the
 * database's share of the work (parallel workers, if any, are not counted).
 */
export function pgBackendsCpuMs(db: string | undefined): number {
  if (!db) return 0;
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${db} `)) continue;
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return 0;
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

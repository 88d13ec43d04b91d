// Backup and restore of the embedded database (PGlite), the server STOPPED (docs/operations.md):
//   npx tsx scripts/pglite-backup.ts dump <dataDir> <backup.tar.gz>
//   npx tsx scripts/pglite-backup.ts restore <backup.tar.gz> <newDataDir>
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** PGlite's own archive of its data folder (a gzipped tar, `dumpDataDir`), written to `file`. */
export async function dumpPglite(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir)) throw new Error(`no data folder at ${dataDir}`);
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    // a checkpoint first, so that the archive holds everything without replaying the log
    await db.exec('CHECKPOINT');
    const archive = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await archive.arrayBuffer());
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await db.close();
  }
}

/** A new data folder from an archive of {@link dumpPglite}; refuses a folder that holds anything. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length) throw new Error(`${dataDir} is not empty: restore into a new folder`);
  const archive = new Blob([readFileSync(file)], { type: 'application/x-gzip' });
  const db = await PGlite.create({ dataDir, loadDataDir: archive, extensions: { pg_trgm } });
  await db.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, from, to] = process.argv.slice(2);
  if (command === 'dump' && from && to) {
    const size = await dumpPglite(from, to);
    console.log(`${from} -> ${to} (${size} bytes)`);
  } else if (command === 'restore' && from && to) {
    await restorePglite(from, to);
    console.log(`${from} -> ${to}: start the server with DATA_DIR=${to}`);
  } else {
    console.error('usage: tsx scripts/pglite-backup.ts dump <dataDir> <backup.tar.gz> | restore <backup.tar.gz> <newDataDir>');
    process.exit(2);
  }
}

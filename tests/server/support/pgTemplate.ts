import { randomBytes } from 'node:crypto';
import { build } from '../../../server/app.ts';
import { onServer, withDatabase } from './testDatabases.ts';
import { ADMIN_PASSWORD } from './testServer.ts';

/**
 * Boots the server once on a fresh PostgreSQL database (migrations, default scripts, lists,
 * workflows, no demo data, admin@master with the suite's password) and leaves it as this run's
 * template: each test database is then `CREATE DATABASE ... TEMPLATE` of it, a file copy, instead
 * of an empty database the migrations fill again. Answers its name and how to drop it.
 */
export async function createPgTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `tabula_tpl_${randomBytes(6).toString('hex')}`;
  const drop = async () => {
    await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  await onServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  try {
    const app = await build({ databaseUrl: withDatabase(serverUrl, name), adminPassword: ADMIN_PASSWORD, demoData: false, logger: false });
    await app.close();
  } catch (err) {
    await drop();
    throw err;
  }
  return { name, drop };
}

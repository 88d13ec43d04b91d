import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePassword } from '../auth/password.ts';
import { setPassword } from '../auth/credentials.ts';
import type { AppContext } from '../context.ts';
import { bulkContractsOf, checkDemoSize, type DemoSize } from './demo/demoSize.ts';
import { seedLocales } from './defaultLocales.ts';
import { seedDefaultConfig } from './defaultConfig.ts';
import { seedWorkflows } from '../workflow/seedWorkflows.ts';
import { seedTaxes } from './taxes.ts';

export const CORE_TENANTS = [
  { name: 'master', label: 'Master' },
  { name: 'support', label: 'Support' },
  { name: 'test', label: 'Test' },
];
export const ADMIN_USERNAME = 'admin@master';
/**
 * The settings a core tenant starts with (docs/formats.md, Tenant settings): amounts in euros, phone
 * numbers and addresses French by default; an administrator changes them on the tenant's page.
 */
export const CORE_TENANT_SETTINGS = { country: 'FR', currency: 'EUR', phoneRegion: 'FR' };

export interface FirstStartResult {
  created: boolean;
  /** The admin password when it was generated (printed once by the caller). */
  generatedPassword?: string;
  /** The demo staff's password when it was generated (printed beside the admin's). */
  generatedDemoPassword?: string;
}

/** Writes a generated password where only the server's user reads it. */
function keepPassword(dataDir: string | undefined, name: string, password: string): void {
  if (!dataDir) return;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/**
 * On an empty database: the core tenants, the admin user `admin@master` and, unless `demoData` is
 * false, the demo world of a small lessor in `master` (server/seed/demo/, docs/demo-data.md).
 * Does nothing when the tenants already exist.
 */
export async function firstStart(
  ctx: AppContext,
  opts: { adminPassword?: string; demoPassword?: string; dataDir?: string; demoData?: boolean; demoSize?: DemoSize },
): Promise<FirstStartResult> {
  const inserted = await ctx.db.admin(async (q) => {
    const { rows } = await q.query<{ n: string }>('SELECT count(*) AS n FROM tenants');
    if (Number(rows[0].n) > 0) return false;
    // before anything is written: a size the engine cannot hold stops the first start
    if (opts.demoData !== false) checkDemoSize(opts.demoSize, ctx.db.kind);
    // the settings fill only what the row does not hold yet
    for (const t of CORE_TENANTS) {
      await q.query(
        `INSERT INTO tenants (name, label, data) VALUES ($1, $2, $3::jsonb) ON CONFLICT (name) DO UPDATE SET data = $3::jsonb || tenants.data`,
        [t.name, t.label, JSON.stringify(CORE_TENANT_SETTINGS)],
      );
    }
    return true;
  });
  if (!inserted) return { created: false };

  for (const tenant of CORE_TENANTS) await ctx.db.withTenant(tenant.name, (q) => seedLocales(ctx, q));
  for (const tenant of CORE_TENANTS) await seedDefaultConfig(ctx, tenant.name);
  for (const tenant of CORE_TENANTS) await ctx.db.withTenant(tenant.name, (q) => seedWorkflows(ctx, q));
  for (const tenant of CORE_TENANTS) await ctx.db.withTenant(tenant.name, (q) => seedTaxes(ctx, q));
  const password = opts.adminPassword ?? generatePassword();
  await ctx.db.withTenant('master', async (q) => {
    await setPassword(q, ADMIN_USERNAME, password);
    if (ctx.registry.has('User')) {
      await ctx.store.create(
        q,
        ctx.registry.get('User'),
        { registration: ADMIN_USERNAME, username: ADMIN_USERNAME, name: 'Administrator', firstName: 'Main', lastName: 'Administrator', profiles: ['ADMIN'], locale: 'en-EU', isAdmin: true, isMainAdmin: true, isSuperAdmin: true },
        { username: 'system' },
      );
    }
  });
  const generated = opts.adminPassword ? undefined : password;
  if (generated) keepPassword(opts.dataDir, 'admin-password.txt', generated);
  const result: FirstStartResult = generated ? { created: true, generatedPassword: generated } : { created: true };
  // after the password file: a failing demo seed must not lose the generated password
  if (opts.demoData !== false) {
    // loaded only when used: the generator brings faker and its locales (docs/demo-data.md)
    const { seedDemo, giveDemoPasswords } = await import('./demo/seedDemo.ts');
    await seedDemo(ctx, { bulk: bulkContractsOf(opts.demoSize) });
    const demoPassword = opts.demoPassword ?? generatePassword();
    await giveDemoPasswords(ctx, demoPassword);
    if (!opts.demoPassword) {
      keepPassword(opts.dataDir, 'demo-password.txt', demoPassword);
      result.generatedDemoPassword = demoPassword;
    }
  }
  return result;
}

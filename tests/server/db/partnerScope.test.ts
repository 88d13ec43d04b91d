import { describe, expect, it } from 'vitest';
import { APP_ROLE, enterTenantSql, PARTNER_ROLE } from '../../../server/db/Database.ts';
import { partnerPoliciesSql } from '../../../server/db/partnerPolicies.ts';
import { currentPartnerScope, NO_PARTNER, partnerSettingsSql, runInPartnerScope } from '../../../server/db/partnerScope.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';

/** The partner scope of a request (docs/permissions.md#partner-scope) as the tenant transactions carry it. */
describe('partner scope', () => {
  it('adds nothing to a tenant transaction outside a partner scope', () => {
    expect(currentPartnerScope()).toBeUndefined();
    expect(partnerSettingsSql()).toBe('');
    expect(enterTenantSql('master')).not.toContain('app.partner');
    expect(enterTenantSql('master')).toContain(`set_config('role', '${APP_ROLE}', true)`);
  });

  it("sets the partner and the user, transaction-locally, in the scope's flow and what it starts", async () => {
    let inside = '';
    let later = '';
    let done!: Promise<void>;
    const release = runInPartnerScope({ partner: "PER'1", username: 'dealer@master' }, () => {
      inside = enterTenantSql('master');
      done = new Promise<void>((resolve) => setTimeout(() => {
        later = partnerSettingsSql();
        resolve();
      }, 1));
    });
    await done;
    release();
    expect(inside).toContain(`set_config('role', '${PARTNER_ROLE}', true)`);
    expect(inside).toContain("set_config('app.partner', 'PER''1', true)");
    expect(inside).toContain("set_config('app.partner_user', 'dealer@master', true)");
    expect(later).toContain("'PER''1'");
    // outside the scope again
    expect(partnerSettingsSql()).toBe('');
  });

  it('scopes a partner user whose record names no partner to no partner', () => {
    let sql = '';
    const release = runInPartnerScope({ partner: '', username: 'x@master' }, () => (sql = partnerSettingsSql()));
    release();
    expect(sql).toContain(`'${NO_PARTNER}'`);
  });

  it('gives the partner-scoped tables a restrictive policy of the partner role only', () => {
    const registry = createDefaultRegistry();
    const sql = partnerPoliciesSql(registry.all());
    for (const name of ['Contract', 'Deal', 'Quotation', 'Person', 'Prospect', 'Agreement', 'Note', 'Document', 'Task']) {
      expect(sql, name).toContain(`CREATE POLICY partner_scope ON ${registry.get(name).table} AS RESTRICTIVE TO ${PARTNER_ROLE}`);
    }
    expect(sql).not.toContain(`ON ${registry.get('Product').table} `);
  });
});

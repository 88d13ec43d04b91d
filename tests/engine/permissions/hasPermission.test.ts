import { describe, expect, it } from 'vitest';
import { domainWildcard, hasPermission, permissionsOfProfiles, entityPermission, READ_ALL, WRITE_ALL } from '../../../engine/permissions/index.ts';

const user = (perms: string[], flags: Record<string, boolean> = {}) => ({
  ...flags,
  userPermissions: Object.fromEntries(perms.map((p) => [p, true])),
});

describe('hasPermission (seed 000 §6)', () => {
  it('lets admin, main admin and super admin pass, unless admins are excluded', () => {
    for (const flag of ['isAdmin', 'isMainAdmin', 'isSuperAdmin']) {
      expect(hasPermission(user([], { [flag]: true }), 'read /api/core/users')).toBe(true);
      expect(hasPermission(user([], { [flag]: true }), 'read /api/core/users', { excludeAdmins: true })).toBe(false);
    }
  });

  it('lets a privileged flag pass', () => {
    expect(hasPermission({ isPrivileged: true }, 'write /api/core/users')).toBe(true);
  });

  it('accepts a named permission and refuses others', () => {
    const u = user(['read /api/core/users']);
    expect(hasPermission(u, 'read /api/core/users')).toBe(true);
    expect(hasPermission(u, 'write /api/core/users')).toBe(false);
    expect(hasPermission(u, 'read /api/core/tasks')).toBe(false);
  });

  it('falls back to read-all and write-all unless strict', () => {
    expect(hasPermission(user([READ_ALL]), 'read /api/financing/contracts')).toBe(true);
    expect(hasPermission(user([READ_ALL]), 'write /api/financing/contracts')).toBe(false);
    expect(hasPermission(user([WRITE_ALL]), 'write /api/financing/contracts')).toBe(true);
    expect(hasPermission(user([READ_ALL]), 'read /api/script/scripts', { strict: true })).toBe(false);
    expect(hasPermission(user([READ_ALL, 'read /api/script/scripts']), 'read /api/script/scripts', { strict: true })).toBe(true);
  });

  it("accepts 'get {entity}' for a read of that entity", () => {
    const u = user(['get Contract']);
    expect(hasPermission(u, 'read /api/financing/contracts', { entity: 'Contract' })).toBe(true);
    expect(hasPermission(u, 'read /api/financing/contracts', { entity: 'Contract', strict: true })).toBe(true);
    expect(hasPermission(u, 'write /api/financing/contracts', { entity: 'Contract' })).toBe(false);
    expect(hasPermission(u, 'read /api/financing/deals', { entity: 'Deal' })).toBe(false);
  });

  it('a domain wildcard grants every collection of its domain, for its verb only, never when strict', () => {
    const u = { userPermissions: { 'read /api/billing/*': true, 'write /api/case/*': true } };
    expect(hasPermission(u, 'read /api/billing/invoices')).toBe(true);
    expect(hasPermission(u, 'read /api/billing/sepas')).toBe(true);
    expect(hasPermission(u, 'write /api/billing/invoices')).toBe(false);
    expect(hasPermission(u, 'read /api/bank/bank-accounts')).toBe(false);
    expect(hasPermission(u, 'write /api/case/cases')).toBe(true);
    expect(hasPermission(u, 'read /api/case/cases')).toBe(false);
    expect(hasPermission(u, 'read /api/billing/invoices', { strict: true })).toBe(false);
    expect(domainWildcard('read /api/core/profiles-permissions')).toBe('read /api/core/*');
    expect(domainWildcard('read /api/billing/invoices/extra')).toBeNull();
    expect(domainWildcard('get Deal')).toBeNull();
  });

  it('a user without permissions is refused everything', () => {
    expect(hasPermission({}, 'read /api/core/users')).toBe(false);
    expect(hasPermission({ userPermissions: null }, 'other thing')).toBe(false);
  });
});

describe('permissionsOfProfiles', () => {
  it('unites the permissions of every profile of the user', () => {
    const config = { SALES: ['read /api/person/persons'], BACKOFFICE: ['read all', 'write /api/person/persons'] };
    expect(permissionsOfProfiles(['SALES', 'BACKOFFICE', 'UNKNOWN'], config)).toEqual({
      'read /api/person/persons': true,
      'read all': true,
      'write /api/person/persons': true,
    });
    expect(permissionsOfProfiles(undefined, config)).toEqual({});
  });
});

describe('entityPermission', () => {
  it('names read for GET and write for the other methods', () => {
    expect(entityPermission('GET', '/api/financing/contracts')).toBe('read /api/financing/contracts');
    for (const m of ['POST', 'PATCH', 'PUT', 'DELETE']) expect(entityPermission(m, '/api/a/b')).toBe('write /api/a/b');
  });
});

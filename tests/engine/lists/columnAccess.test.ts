import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mayViewColumn, withVisibleColumns } from '../../../engine/lists/columnAccess.ts';
import type { ListDefinition } from '../../../schemas/generated/meta.ts';

const users = JSON.parse(readFileSync(new URL('../../../schemas/lists/users.json', import.meta.url), 'utf8')) as ListDefinition;
const titles = (who: Parameters<typeof withVisibleColumns>[1]) => (withVisibleColumns(users, who).columns ?? []).map((c) => c.title);

describe('columns visible to privileged users only (seed 002 §6, users table)', () => {
  it("'Is admin' shows to admins, 'Is super admin' to super admins, 'Can impersonate' to the main admin", () => {
    expect(titles({})).not.toContain('Is admin');
    expect(titles({ isAdmin: true })).toEqual(expect.arrayContaining(['Is admin']));
    expect(titles({ isAdmin: true })).not.toContain('Is super admin');
    expect(titles({ isAdmin: true })).not.toContain('Can impersonate');
    expect(titles({ isAdmin: true, isSuperAdmin: true })).toEqual(expect.arrayContaining(['Is admin', 'Is super admin']));
    expect(titles({ isAdmin: true, isSuperAdmin: true })).not.toContain('Can impersonate');
    expect(titles({ isAdmin: true, isSuperAdmin: true, isMainAdmin: true })).toEqual(expect.arrayContaining(['Is admin', 'Is super admin', 'Can impersonate']));
  });

  it('keeps the other columns and their order, and the same definition when nothing is dropped', () => {
    const plain = titles({});
    expect(plain.length).toBe((users.columns ?? []).length - 3);
    expect(plain).toEqual((users.columns ?? []).filter((c) => !c.visibleTo).map((c) => c.title));
    const all = { isAdmin: true, isSuperAdmin: true, isMainAdmin: true };
    expect(withVisibleColumns(users, all)).toBe(users);
  });

  it('an unknown privilege, or no user, hides the column', () => {
    expect(mayViewColumn(undefined, undefined)).toBe(true);
    expect(mayViewColumn('admin', undefined)).toBe(false);
    expect(mayViewColumn('auditor', { isAdmin: true, isSuperAdmin: true, isMainAdmin: true })).toBe(false);
  });
});

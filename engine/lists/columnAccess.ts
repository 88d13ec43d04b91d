/**
 * Columns shown only to privileged users (list definition `visibleTo`, seed 002 §6: in the users
 * table 'Is admin' is visible only to admins, 'Is super admin' only to super admins and 'Can
 * impersonate' only to the main admin). A display rule: what the user may read is the server's.
 */
export type ColumnPrivilege = 'admin' | 'superAdmin' | 'mainAdmin';

export interface Privileges {
  isAdmin?: boolean;
  isSuperAdmin?: boolean;
  isMainAdmin?: boolean;
}

const HOLDS: Record<ColumnPrivilege, (who: Privileges) => boolean> = {
  admin: (who) => who.isAdmin === true || who.isSuperAdmin === true || who.isMainAdmin === true,
  superAdmin: (who) => who.isSuperAdmin === true,
  mainAdmin: (who) => who.isMainAdmin === true,
};

export function mayViewColumn(visibleTo: string | undefined, who: Privileges | undefined): boolean {
  if (!visibleTo) return true;
  const holds = HOLDS[visibleTo as ColumnPrivilege];
  // an unknown privilege shows the column to nobody rather than to everybody
  return Boolean(holds && who && holds(who));
}

/** The definition without the columns the user may not see (the same object when none is dropped). */
export function withVisibleColumns<D extends { columns?: { visibleTo?: string }[] }>(definition: D, who: Privileges | undefined): D {
  const columns = definition.columns?.filter((c) => mayViewColumn(c.visibleTo, who));
  return columns && columns.length !== definition.columns?.length ? { ...definition, columns } : definition;
}

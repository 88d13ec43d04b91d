/** One relation the add-person modal offers: the new person's type and the roles it gets. */
export interface QuickAddRelation {
  relation: string;
  label?: string;
  personType?: string;
  quickAddRoles: { role: string }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A quick-add role given as a string or as an object with a role field, as `{ role }`. */
function roleEntry(v: unknown): { role: string } | undefined {
  if (typeof v === 'string' && v) return { role: v };
  if (isObject(v) && typeof v.role === 'string' && v.role) return { ...v, role: v.role };
  return undefined;
}

/**
 * The answer of the quick-add-relations script as entries with a relation code and `quickAddRoles`
 * normalised to objects with a role field (seed 002 §7); anything else is dropped.
 */
export function normaliseQuickAddRelations(answer: unknown): QuickAddRelation[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((entry) => {
    if (!isObject(entry) || typeof entry.relation !== 'string' || !entry.relation) return [];
    const roles = Array.isArray(entry.quickAddRoles) ? entry.quickAddRoles : entry.quickAddRoles === undefined ? [] : [entry.quickAddRoles];
    return [{
      relation: entry.relation,
      ...(typeof entry.label === 'string' ? { label: entry.label } : {}),
      ...(typeof entry.personType === 'string' ? { personType: entry.personType } : {}),
      quickAddRoles: roles.map(roleEntry).filter((r): r is { role: string } => !!r),
    }];
  });
}

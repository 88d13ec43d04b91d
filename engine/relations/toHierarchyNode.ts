import type { HierarchyNode, PersonRecord } from './types.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** A role entry (a string, or an object with a role field) as its role code. */
function roleOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') return text((entry as { role?: unknown }).role);
  return undefined;
}

/** The node of a person record: identity, roles as codes, first address, its relations. */
export function toHierarchyNode(record: PersonRecord): HierarchyNode {
  const roles = Array.isArray(record.roles) ? record.roles.map(roleOf).filter((r): r is string => !!r) : [];
  const addresses = Array.isArray(record.addresses) ? record.addresses : [];
  const descendants = Array.isArray(record.descendants) ? (record.descendants as HierarchyNode['descendants']) : [];
  return {
    _id: text(record._id),
    registration: String(record.registration),
    type: text(record.type),
    name: text(record.name) ?? null,
    roles,
    riskClass: text(record.riskClass) ?? null,
    address: (addresses[0] as Record<string, unknown> | undefined) ?? null,
    descendants: (descendants ?? []).map((d) => ({ personRegistration: d?.personRegistration ?? null, relation: d?.relation ?? null, stake: typeof d?.stake === 'number' ? d.stake : null })),
  };
}

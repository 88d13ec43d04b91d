/** A person as the relations diagram shows it (seed 002 §3.9). */
export interface HierarchyNode {
  _id?: string;
  registration: string;
  type?: string;
  name?: string | null;
  roles?: string[];
  riskClass?: string | null;
  address?: Record<string, unknown> | null;
  descendants?: { personRegistration?: string | null; relation?: string | null; stake?: number | null }[];
}

/** `source` has `target` as its `relation` (the source's descendants entry). */
export interface HierarchyLink {
  source: string;
  relation: string | null;
  target: string;
  stake: number | null;
}

/** The answer of GET {entity}/{registration}/hierarchy: the persons around one and their links. */
export interface Hierarchy {
  persons: HierarchyNode[];
  links: HierarchyLink[];
}

/** A stored person record, as read from the database. */
export type PersonRecord = Record<string, unknown>;

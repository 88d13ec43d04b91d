import type { PersonRecord } from '../../engine/relations/index.ts';

/** One person naming another in its relations (GET {entity}/{registration}/ascendants, seed 002 §7). */
export interface AscendantEntry {
  relation: string | null;
  stake: number | null;
  person: { _id?: unknown; registration: string; name: unknown; type: unknown };
}

/** The entries of the persons whose relations name `registration`: one per naming relation. */
export function ascendantsOf(registration: string, naming: PersonRecord[]): AscendantEntry[] {
  return naming.flatMap((p) =>
    ((Array.isArray(p.descendants) ? p.descendants : []) as { personRegistration?: unknown; relation?: unknown; stake?: unknown }[])
      .filter((d) => d?.personRegistration === registration)
      .map((d) => ({
        relation: typeof d.relation === 'string' ? d.relation : null,
        stake: typeof d.stake === 'number' ? d.stake : null,
        person: { _id: p._id, registration: String(p.registration), name: p.name ?? null, type: p.type ?? null },
      })),
  );
}

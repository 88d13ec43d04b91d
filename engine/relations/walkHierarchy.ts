import { toHierarchyNode } from './toHierarchyNode.ts';
import type { Hierarchy, HierarchyLink, HierarchyNode, PersonRecord } from './types.ts';

/** Default and largest depth of a hierarchy walk. */
export const DEFAULT_DEPTH = 3;
export const MAX_DEPTH = 5;

/** How the walk reads persons: by registration, and those whose relations name some registrations. */
export interface HierarchyLoader {
  persons(registrations: string[]): Promise<PersonRecord[]>;
  ascendants(registrations: string[]): Promise<PersonRecord[]>;
}

/** A depth parameter as a number of steps: 1..MAX_DEPTH, DEFAULT_DEPTH when absent; undefined when invalid. */
export function parseDepth(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_DEPTH;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) return undefined;
  return Math.min(n, MAX_DEPTH);
}

/** The links between the nodes of a set, one per source, relation and target. */
export function linksBetween(nodes: HierarchyNode[]): HierarchyLink[] {
  const present = new Set(nodes.map((n) => n.registration));
  const seen = new Set<string>();
  const links: HierarchyLink[] = [];
  for (const node of nodes) {
    for (const d of node.descendants ?? []) {
      const target = d.personRegistration;
      if (!target || !present.has(target) || target === node.registration) continue;
      const key = `${node.registration}\u0000${d.relation ?? ''}\u0000${target}`;
      if (seen.has(key)) continue;
      seen.add(key);
      links.push({ source: node.registration, relation: d.relation ?? null, target, stake: d.stake ?? null });
    }
  }
  return links;
}

/**
 * The graph around `root`, `depth` steps away at most, following relations both ways: the persons a
 * person names (its descendants) and the persons that name it (its ascendants). Registrations that
 * match no person are left out. The root comes first.
 */
export async function walkHierarchy(root: PersonRecord, loader: HierarchyLoader, depth = DEFAULT_DEPTH): Promise<Hierarchy> {
  const nodes = new Map<string, HierarchyNode>();
  const first = toHierarchyNode(root);
  nodes.set(first.registration, first);
  let frontier = [first];
  for (let step = 0; step < depth && frontier.length; step++) {
    const named = [...new Set(frontier.flatMap((n) => (n.descendants ?? []).map((d) => d.personRegistration ?? '')))].filter((r) => r && !nodes.has(r));
    const regs = frontier.map((n) => n.registration);
    // one after the other: the loader reads through one transaction, whose statements are sent in turn
    const down = named.length ? await loader.persons(named) : [];
    const up = await loader.ascendants(regs);
    const next: HierarchyNode[] = [];
    for (const record of [...down, ...up]) {
      const node = toHierarchyNode(record);
      if (nodes.has(node.registration)) continue;
      nodes.set(node.registration, node);
      next.push(node);
    }
    frontier = next;
  }
  const persons = [...nodes.values()];
  return { persons, links: linksBetween(persons) };
}

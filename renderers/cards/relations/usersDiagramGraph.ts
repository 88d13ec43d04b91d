import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { MAX_DEPTH, treeRoot, type Hierarchy, type HierarchyLink, type HierarchyNode } from '../../../engine/relations/index.ts';

/** The diagram of the users page: its persons and links, and the person it is drawn around. */
export interface UsersDiagram {
  graph: Hierarchy;
  center: string;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The organisation a diagram of organisations starts from: the tree's root, else the one with most links out. */
function centerOf(graph: Hierarchy): string {
  const root = treeRoot(graph);
  if (root) return root;
  const out = (r: string) => graph.links.filter((l) => l.source === r).length;
  return [...graph.persons].sort((a, b) => out(b.registration) - out(a.registration))[0]?.registration ?? '';
}

/**
 * The users page's diagram (seed 002 §2.5, §7): the relations around the current person, i.e. the
 * signed-in user's organization, else its own person (GET /api/core/users/current, then GET
 * /api/person/persons/{registration}/hierarchy); a user linked to no person, or whose person cannot
 * be read, sees the tenant's organizations (GET /api/person/organizations-with-ascendants).
 * Undefined when nothing can be read.
 */
export async function loadUsersDiagram(data: DataProvider): Promise<UsersDiagram | undefined> {
  const me = await data.custom<Record<string, unknown>>({ method: 'GET', path: '/api/core/users/current' }).catch(() => undefined);
  const current = text(me?.orgaRegistration) ?? text(me?.personRegistration);
  if (current) {
    const path = `/api/person/persons/${encodeURIComponent(current)}/hierarchy?depth=${MAX_DEPTH}`;
    const graph = await data.custom<Hierarchy>({ method: 'GET', path }).catch(() => undefined);
    if (graph) return { graph, center: current };
  }
  const answer = await data
    .custom<{ organizations: HierarchyNode[]; links: HierarchyLink[] }>({ method: 'GET', path: '/api/person/organizations-with-ascendants' })
    .catch(() => undefined);
  if (!answer) return undefined;
  const graph = { persons: answer.organizations, links: answer.links };
  return { graph, center: centerOf(graph) };
}

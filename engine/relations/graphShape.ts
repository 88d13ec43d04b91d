import type { Hierarchy, HierarchyLink } from './types.ts';

/** Steps from `center` to each node reached, following links both ways. */
export function distancesFrom(center: string, links: HierarchyLink[]): Map<string, number> {
  const around = new Map<string, string[]>();
  const add = (a: string, b: string) => around.set(a, [...(around.get(a) ?? []), b]);
  for (const l of links) {
    add(l.source, l.target);
    add(l.target, l.source);
  }
  const dist = new Map([[center, 0]]);
  let frontier = [center];
  while (frontier.length) {
    const next: string[] = [];
    for (const node of frontier) {
      for (const other of around.get(node) ?? []) {
        if (dist.has(other)) continue;
        dist.set(other, (dist.get(node) ?? 0) + 1);
        next.push(other);
      }
    }
    frontier = next;
  }
  return dist;
}

/** The largest distance from `center` in the graph (0 when alone). */
export function maxDepthOf(graph: Hierarchy, center: string): number {
  return Math.max(0, ...distancesFrom(center, graph.links).values());
}

/** Keeps the persons given and the links between them. */
function keep(graph: Hierarchy, kept: (registration: string) => boolean): Hierarchy {
  const persons = graph.persons.filter((p) => kept(p.registration));
  const present = new Set(persons.map((p) => p.registration));
  return { persons, links: graph.links.filter((l) => present.has(l.source) && present.has(l.target)) };
}

/** The persons at most `depth` steps from `center` (undefined depth: all). */
export function filterByDepth(graph: Hierarchy, center: string, depth?: number): Hierarchy {
  if (depth === undefined) return graph;
  const dist = distancesFrom(center, graph.links);
  return keep(graph, (r) => r === center || (dist.get(r) ?? Infinity) <= depth);
}

/** The persons of the types given (companies and organizations, say) and the links between them. */
export function companiesOnly(graph: Hierarchy, types: ReadonlySet<string>): Hierarchy {
  const typeOf = new Map(graph.persons.map((p) => [p.registration, p.type ?? '']));
  return keep(graph, (r) => types.has(typeOf.get(r) ?? ''));
}

/** The persons whose name or registration contains `text` (any case), and always `center`. */
export function filterByText(graph: Hierarchy, center: string, text: string): Hierarchy {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return graph;
  const byId = new Map(graph.persons.map((p) => [p.registration, p]));
  return keep(graph, (r) => r === center || `${byId.get(r)?.name ?? ''} ${r}`.toLocaleLowerCase().includes(needle));
}

/**
 * The root when the links form one tree over all the persons (one person no link points to, every
 * other pointed to exactly once, all reachable from the root); otherwise undefined.
 */
export function treeRoot(graph: Hierarchy): string | undefined {
  const { persons, links } = graph;
  if (!persons.length || links.length !== persons.length - 1) return undefined;
  const incoming = new Map<string, number>();
  for (const l of links) incoming.set(l.target, (incoming.get(l.target) ?? 0) + 1);
  if ([...incoming.values()].some((n) => n > 1)) return undefined;
  const roots = persons.filter((p) => !incoming.has(p.registration));
  if (roots.length !== 1) return undefined;
  const root = roots[0].registration;
  const children = new Map<string, string[]>();
  for (const l of links) children.set(l.source, [...(children.get(l.source) ?? []), l.target]);
  const reached = new Set([root]);
  const stack = [root];
  while (stack.length) {
    for (const c of children.get(stack.pop() as string) ?? []) {
      if (reached.has(c)) return undefined;
      reached.add(c);
      stack.push(c);
    }
  }
  return reached.size === persons.length ? root : undefined;
}

/** A node of an ECharts tree series. */
export interface TreeDatum {
  name: string;
  value: string;
  relation?: string | null;
  children: TreeDatum[];
}

/** The nested tree below `root` (call only when {@link treeRoot} found one); `label` names a person. */
export function toTree(graph: Hierarchy, root: string, label: (registration: string) => string): TreeDatum {
  const below = new Map<string, HierarchyLink[]>();
  for (const l of graph.links) below.set(l.source, [...(below.get(l.source) ?? []), l]);
  const build = (registration: string, relation?: string | null): TreeDatum => ({
    name: label(registration),
    value: registration,
    ...(relation === undefined ? {} : { relation }),
    children: (below.get(registration) ?? []).map((l) => build(l.target, l.relation)),
  });
  return build(root);
}

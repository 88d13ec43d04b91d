import { companiesOnly, filterByDepth, maxDepthOf } from './graphShape.ts';
import type { Hierarchy } from './types.ts';

/** What the depth buttons of a relations diagram choose: a number of steps, every level, or the companies only. */
export type DepthChoice = number | 'all' | 'companies';

/** Person types drawn as companies (company, organization) and as individuals (individual, employee). */
export const COMPANY_TYPES: ReadonlySet<string> = new Set(['C', 'O']);
export const INDIVIDUAL_TYPES: ReadonlySet<string> = new Set(['I', 'E']);

/**
 * The depth buttons of a diagram (seed 002 §9): 1 up to depth-2, where depth counts the levels of the
 * diagram, the center's included (so up to the level before the deepest, which All shows), then All,
 * then Companies when both individuals and companies are present.
 */
export function depthChoices(graph: Hierarchy, center: string): DepthChoice[] {
  const levels = maxDepthOf(graph, center) + 1;
  const steps = Array.from({ length: Math.max(0, levels - 2) }, (_, i) => i + 1);
  const types = new Set(graph.persons.map((p) => p.type ?? ''));
  const mixed = [...types].some((t) => COMPANY_TYPES.has(t)) && [...types].some((t) => INDIVIDUAL_TYPES.has(t));
  return [...steps, 'all', ...(mixed ? (['companies'] as const) : [])];
}

/** The part of the graph a depth choice shows. */
export function filterByChoice(graph: Hierarchy, center: string, choice: DepthChoice): Hierarchy {
  if (choice === 'all') return graph;
  if (choice === 'companies') return companiesOnly(graph, COMPANY_TYPES);
  return filterByDepth(graph, center, choice);
}

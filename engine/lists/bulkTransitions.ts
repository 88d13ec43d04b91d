/** A workflow transition offered for the selected rows. */
export interface Transition {
  code: string;
  label?: string;
  index?: number;
  pullRight?: boolean;
}

/**
 * Transitions in display order (seed 002 §4): by index; pull-right ones last (1000 minus position).
 * Accepts an array or `{transitions}`; items without a code are dropped.
 */
export function orderTransitions(answer: unknown): Transition[] {
  const list = Array.isArray(answer) ? answer : (answer as { transitions?: unknown })?.transitions;
  if (!Array.isArray(list)) return [];
  const items = list.filter((t): t is Transition => Boolean(t) && typeof (t as Transition).code === 'string');
  const rank = (t: Transition, i: number) => (t.pullRight ? 1000 - i : (t.index ?? i));
  return items.map((t, i) => ({ t, r: rank(t, i) })).sort((a, b) => a.r - b.r).map(({ t }) => t);
}

/** The message of a transition run on one entity (seed 002 §4). */
export function transitionMessage(transition: Transition, entityName: string, registration: string): string {
  return `Transition "${transition.label ?? transition.code}" executed successfully for ${entityName} "${registration}"`;
}

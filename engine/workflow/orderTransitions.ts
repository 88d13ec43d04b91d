/** What ordering needs of a transition. */
export interface Orderable {
  index?: number;
  pullRight?: boolean;
}

/**
 * Transitions in display order (seed 002 §4): by index (their position when they have none);
 * pull-right ones go last, ranked 1000 minus their position. Stable for equal ranks.
 */
export function orderTransitions<T extends Orderable>(transitions: readonly T[]): T[] {
  const rank = (t: T, position: number) => (t.pullRight ? 1000 - position : (t.index ?? position));
  return transitions
    .map((t, position) => ({ t, r: rank(t, position), position }))
    .sort((a, b) => a.r - b.r || a.position - b.position)
    .map(({ t }) => t);
}

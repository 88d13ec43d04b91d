/**
 * Widths of a card header on the 12-column grid (seed 002 §2.9): the title takes 11 columns when
 * the card is collapsible (1 left for the toggle), 6 when it is expanded with an action (6 for the
 * action), 12 otherwise.
 */
export function titleColumns(options: { collapsible: boolean; hasAction: boolean; expanded: boolean }): { title: number; extra: number } {
  if (options.hasAction && options.expanded) return { title: 6, extra: 6 };
  if (options.collapsible) return { title: 11, extra: 1 };
  return { title: 12, extra: 0 };
}

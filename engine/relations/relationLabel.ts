/** A lookup list item: its code and shown label. */
export interface LabelItem {
  value: string;
  label?: string;
}

/** The label of a relation (or role) code from its lookup list; an unknown code shows as 'code (???)' (seed 002 §8). */
export function relationLabel(code: string | null | undefined, items: readonly LabelItem[] | undefined): string {
  if (!code) return '';
  const item = items?.find((i) => i.value === code);
  return item ? item.label || item.value : `${code} (???)`;
}

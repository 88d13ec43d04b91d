/**
 * A list's sort as the user reads it: each key by its label, ↑ ascending or ↓ descending
 * (`-dueDate,name` -> `Due date ↓, Name ↑`), never the field's internal name when a label is known.
 */
export function sortText(sort: string, labelOf: (name: string) => string | undefined): string {
  return sort
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const desc = part.startsWith('-');
      const name = part.replace(/^[-+]/, '');
      return `${labelOf(name) ?? name} ${desc ? '↓' : '↑'}`;
    })
    .join(', ');
}

import { toLabel } from '../registry/naming.ts';

/**
 * The label of a search field or column without one: its last meaningful path step in words
 * (`dueDate` -> `Due date`, `persons.personRegistration` -> `Person registration`, `roles.role` -> `Role`).
 */
export function fieldLabel(item: { name: string; label?: string; title?: string }): string {
  if (item.label) return item.label;
  if (item.title) return item.title;
  const steps = item.name.split(/[.[\]]/).filter((s) => s && !/^\d+$/.test(s) && !s.includes('='));
  return toLabel((steps[steps.length - 1] ?? item.name).replace(/^_/, ''));
}

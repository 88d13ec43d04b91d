/** A value of a lookup list with its label. */
export interface LabelledValue {
  value: unknown;
  label?: unknown;
}

/**
 * What a cell shows for a value of a lookup list (seed 002 §3.11 status badges, types, currencies):
 * its label, several labels joined with commas for a list of values; undefined when the list does
 * not know it (the cell then shows the value as it is) or while the list loads.
 */
export function selectLabel(options: readonly LabelledValue[], value: unknown): string | undefined {
  if (!options.length || value === undefined || value === null || value === '') return undefined;
  const one = (v: unknown) => {
    const found = options.find((o) => String(o.value) === String(v));
    return found && found.label !== undefined && found.label !== null && found.label !== '' ? String(found.label) : undefined;
  };
  if (!Array.isArray(value)) return one(value);
  const labels = value.map((v) => one(v) ?? String(v));
  return value.some((v) => one(v) !== undefined) ? labels.join(', ') : undefined;
}

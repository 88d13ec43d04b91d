import { entityLabel } from '../registry/entityLabel.ts';

/** Entity autocomplete needs more than this many typed characters (seed 001 §5, seed 002 §5.4). */
export const AUTOCOMPLETE_MIN_LENGTH = 2;

/** Whether the typed text is long enough to ask the server for suggestions. */
export function shouldAutocomplete(text: string): boolean {
  return text.trim().length > AUTOCOMPLETE_MIN_LENGTH;
}

/** Backspace on a one-character search clears the filter at once. */
export function clearsOnBackspace(text: string, key: string): boolean {
  return key === 'Backspace' && text.length === 1;
}

/** Suggestions from matching records: their labels `name (registration)`, without duplicates. */
export function suggestionsFrom(records: readonly Record<string, unknown>[]): { value: string; label: string }[] {
  const seen = new Set<string>();
  const out: { value: string; label: string }[] = [];
  for (const r of records) {
    const value = typeof r.name === 'string' && r.name ? r.name : typeof r.registration === 'string' ? r.registration : '';
    if (!value || seen.has(value)) continue;
    seen.add(value);
    out.push({ value, label: entityLabel(r) });
  }
  return out;
}

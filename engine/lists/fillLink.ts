import { valueAt } from './valueAt.ts';

/**
 * Fills the `{path}` placeholders of a link pattern from a record, URL-encoding each value:
 * `/invoice/{registration}`, `/person/{persons[role=PAYER].personRegistration}`. Undefined when a
 * placeholder has no value, so no broken link is shown.
 */
export function fillLink(pattern: string, record: Record<string, unknown>): string | undefined {
  let missing = false;
  const out = pattern.replace(/\{([^}]+)\}/g, (_, path: string) => {
    const v = valueAt(record, path);
    if (v === undefined || v === null || v === '') missing = true;
    return encodeURIComponent(String(v ?? ''));
  });
  return missing ? undefined : out;
}

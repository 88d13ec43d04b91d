import { createHash } from 'node:crypto';

const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;

/**
 * The fingerprint of a workflow definition: its JSON with keys sorted (so the spacing and key
 * order of a stored copy do not matter), SHA-256, 16 hex digits; `modelVersion` is left out.
 */
export function workflowFingerprint(definition: Record<string, unknown>): string {
  const { modelVersion: _version, ...rest } = definition;
  return createHash('sha256').update(JSON.stringify(canonical(rest))).digest('hex').slice(0, 16);
}

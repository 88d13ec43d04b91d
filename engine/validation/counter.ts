/**
 * The counter under a text or textarea: `n/max (Min: min)` with n the trimmed length (the length
 * the min/max checks use); `/max` and `(Min: min)` appear only when configured.
 */
export function textCounter(value: string | null | undefined, max?: number, min?: number): string {
  const n = (value ?? '').trim().length;
  const limit = max !== undefined ? `/${max}` : '';
  const floor = min !== undefined ? ` (Min: ${min})` : '';
  return `${n}${limit}${floor}`;
}

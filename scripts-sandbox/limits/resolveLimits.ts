import { LIMIT_CAPS, type SandboxLimits } from './SandboxLimits.ts';

/**
 * Merges `override` into `base`, checking that each given value is an integer within
 * {@link LIMIT_CAPS}. Throws a RangeError naming the bad limit: limits are host configuration.
 */
export function resolveLimits<T extends Partial<SandboxLimits>>(base: T, override: Partial<T> = {}): T {
  const result: T = { ...base };
  for (const [key, value] of Object.entries(override) as [keyof SandboxLimits & keyof T, number | undefined][]) {
    if (value === undefined) continue;
    const caps = LIMIT_CAPS[key];
    if (!caps) throw new RangeError(`Unknown sandbox limit "${String(key)}"`);
    if (!Number.isInteger(value) || value < caps[0] || value > caps[1]) {
      throw new RangeError(`Sandbox limit "${String(key)}" must be an integer from ${caps[0]} to ${caps[1]}, got ${value}`);
    }
    (result as Record<string, number>)[key] = value;
  }
  return result;
}

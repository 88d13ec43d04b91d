/** Registrations of records created offline (seed 002 §4.1, §7): TMP plus 8 digits. */
export const TMP_REGISTRATION = /^TMP\d{8}$/;

/** Whether a registration is a temporary one given offline. */
export function isTmpRegistration(value: unknown): value is string {
  return typeof value === 'string' && TMP_REGISTRATION.test(value);
}

/**
 * A new temporary registration, different from those already given (`taken`).
 * @param random a source in [0, 1) (Math.random by default)
 */
export function newTmpRegistration(taken: ReadonlySet<string> = new Set(), random: () => number = Math.random): string {
  for (;;) {
    let digits = '';
    for (let i = 0; i < 8; i++) digits += Math.min(9, Math.floor(random() * 10));
    const candidate = `TMP${digits}`;
    if (!taken.has(candidate)) return candidate;
  }
}

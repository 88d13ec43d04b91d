/** True when a value differs from what it was (compared as JSON: form values are plain data; undefined and null are alike). */
export function hasChanged(now: unknown, before: unknown): boolean {
  return JSON.stringify(now ?? null) !== JSON.stringify(before ?? null);
}

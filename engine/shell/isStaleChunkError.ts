/** Message shown when a lazily loaded part of an older build is gone (seed 000 §8.2). */
export const STALE_VERSION_MESSAGE =
  'You are using an outdated version of the application. Refresh the page to continue.';

/** True for the errors browsers raise when a dynamic import of a (replaced) chunk fails. */
export function isStaleChunkError(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? error);
  return /dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|error loading dynamically imported/i.test(
    text,
  );
}

/** The text of an error for a notification: its display() when it has one (ApiError), else its message. */
export function errorText(err: unknown): string {
  const e = err as { display?: () => string; message?: string };
  if (typeof e?.display === 'function') return e.display();
  return `Oops, something went wrong ${e?.message ?? String(err)}`;
}

import { errorText } from '../pages/errorText.ts';

/** The reason of a failed call in a per-record line: the server's own message, else the generic error text. */
export function failureReason(err: unknown): string {
  const body = (err as { body?: { message?: unknown } } | null)?.body;
  return body && typeof body === 'object' && typeof body.message === 'string' ? body.message : errorText(err);
}

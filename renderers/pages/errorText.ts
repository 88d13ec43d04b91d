import { displayError, type ErrorDisplay } from '../../engine/errors/displayError.ts';
import type { ErrorBody } from '../../engine/errors/AppError.ts';

/** How to show any thrown error: API failures per seed 000 §8.2, anything else as a generic error. */
export function errorDisplay(err: unknown, t?: (key: string) => string): ErrorDisplay {
  const e = err as { status?: number; body?: Partial<ErrorBody> | string; networkError?: boolean; message?: string };
  if (typeof e?.status === 'number') {
    return displayError({ status: e.status, body: e.body, networkError: e.networkError }, { offline: !navigator.onLine, t });
  }
  return { level: 'error', message: `Oops, something went wrong ${e?.message ?? String(err)}` };
}

/** The text of {@link errorDisplay}. */
export function errorText(err: unknown): string {
  return errorDisplay(err).message;
}

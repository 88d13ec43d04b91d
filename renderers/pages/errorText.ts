import { displayError, type ErrorDisplay } from '../../engine/errors/displayError.ts';
import type { ErrorBody } from '../../engine/errors/AppError.ts';
import { connectivity } from '../../engine/offline/connectivity.ts';
import { debugMode } from '../../engine/shell/debugMode.ts';

/** In debug mode a failed call's notice ends with the id of its request (the /request-log/{requestId} page). */
function withRequestId(shown: ErrorDisplay, requestId: unknown, t: (key: string) => string = (k) => k): ErrorDisplay {
  if (!debugMode.get() || typeof requestId !== 'string' || !requestId) return shown;
  return { ...shown, message: `${shown.message} (${t('Request id')}: ${requestId})` };
}

/** How to show any thrown error: API failures per seed 000 §8.2, anything else as a generic error. */
export function errorDisplay(err: unknown, t?: (key: string) => string): ErrorDisplay {
  const e = err as { status?: number; body?: Partial<ErrorBody> | string; networkError?: boolean; message?: string; requestId?: string };
  if (typeof e?.status === 'number') {
    return withRequestId(displayError({ status: e.status, body: e.body, networkError: e.networkError }, { offline: connectivity.offline(), t }), e.requestId, t);
  }
  return { level: 'error', message: `Oops, something went wrong ${e?.message ?? String(err)}` };
}

/** The text of {@link errorDisplay}. */
export function errorText(err: unknown): string {
  return errorDisplay(err).message;
}

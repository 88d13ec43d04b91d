import { displayError, errorBodyText, errorTranslator, GENERIC_ERROR_PREFIX, type ErrorDisplay, type ErrorTextOptions } from '../../engine/errors/displayError.ts';
import { catalogueTemplate, type ErrorBody } from '../../engine/errors/AppError.ts';
import { connectivity } from '../../engine/offline/connectivity.ts';
import { debugMode } from '../../engine/shell/debugMode.ts';

/** In debug mode a failed call's notice ends with the id of its request (the /request-log/{requestId} page). */
function withRequestId(shown: ErrorDisplay, requestId: unknown, t: (key: string) => string = (k) => k): ErrorDisplay {
  if (!debugMode.get() || typeof requestId !== 'string' || !requestId) return shown;
  return { ...shown, message: `${shown.message} (${t('Request id')}: ${requestId})` };
}

/**
 * Errors of the runtime or of a library (`TypeError: Failed to fetch`, `Cannot read properties of
 * undefined`): their wording is not for users, who read the generic text (the detail in debug mode).
 */
const LIBRARY_ERRORS = ['TypeError', 'SyntaxError', 'RangeError', 'ReferenceError', 'AbortError', 'DOMException'];

/**
 * How to show any thrown error: API failures per seed 000 §8.2, in the reader's language (a field
 * by its label when `label` knows the entity's fields); a catalogued error thrown in the browser
 * the same way; any other error as the generic text with its (translated) message.
 */
export function errorDisplay(err: unknown, t?: (key: string) => string, label?: ErrorTextOptions['label']): ErrorDisplay {
  const e = err as { status?: number; body?: Partial<ErrorBody> | string; networkError?: boolean; message?: string; requestId?: string; code?: unknown; args?: unknown; name?: string };
  if (typeof e?.status === 'number') {
    return withRequestId(displayError({ status: e.status, body: e.body, networkError: e.networkError }, { offline: connectivity.offline(), t, label }), e.requestId, errorTranslator(t));
  }
  const tr = errorTranslator(t);
  const prefix = tr(GENERIC_ERROR_PREFIX);
  if (typeof e?.code === 'string' && catalogueTemplate(e.code) !== undefined && typeof e.message === 'string') {
    // an AppError of the engine (engine/errors/AppError.ts) thrown in the browser
    const text = errorBodyText({ code: e.code, message: e.message, args: Array.isArray(e.args) ? e.args.map(String) : undefined }, { t, label });
    if (text) return { level: 'error', message: `${prefix} ${text}` };
  }
  const raw = typeof e?.message === 'string' ? e.message : String(err);
  if (err instanceof Error && !LIBRARY_ERRORS.includes(err.name) && raw) {
    return { level: 'error', message: `${prefix} ${tr(raw)}` };
  }
  return { level: 'error', message: debugMode.get() && raw ? `${prefix} (${raw})` : prefix };
}

/** The text of {@link errorDisplay}. */
export function errorText(err: unknown): string {
  return errorDisplay(err).message;
}

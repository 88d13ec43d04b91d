import type { ErrorBody } from './AppError.ts';

export interface ErrorDisplay {
  level: 'warning' | 'error';
  message: string;
}

export const OFFLINE_MESSAGE =
  'You are in offline mode, some features requiring network connectivity are not available.';
export const NETWORK_ERROR_MESSAGE = 'Network error: Check your internet connection';
export const GENERIC_ERROR_PREFIX = 'Oops, something went wrong';

/**
 * How the client shows a failed call (seed 000 §8.2, seed 001 §8): the translated server message,
 * else its errors list joined with commas, with the HTTP status in parentheses; 499 and 409 with a
 * rejectionReason are warnings; a call that got no answer is a network error (or the offline notice).
 */
export function displayError(
  failure: { status?: number; body?: Partial<ErrorBody> | string; networkError?: boolean },
  opts: { offline?: boolean; t?: (key: string) => string } = {},
): ErrorDisplay {
  const t = opts.t ?? ((k: string) => k);
  if (failure.networkError || failure.status === undefined || failure.status === 0) {
    return { level: 'error', message: t(opts.offline ? OFFLINE_MESSAGE : NETWORK_ERROR_MESSAGE) };
  }
  const body = typeof failure.body === 'string' ? parseBody(failure.body) : failure.body;
  if (failure.status === 409 && body?.rejectionReason) return { level: 'warning', message: t(body.rejectionReason) };
  const errors = body?.errors?.map((e) => (typeof e === 'string' ? e : e.message)).join(', ');
  const text = body?.message ? t(body.message) : errors || (typeof failure.body === 'string' ? failure.body : '');
  if (failure.status === 499) return { level: 'warning', message: text };
  const withStatus = `${text || 'HTTP error'} (${failure.status})`;
  return { level: 'error', message: `${t(GENERIC_ERROR_PREFIX)} ${withStatus}` };
}

/** Blob or text error bodies are parsed as JSON when they are JSON, otherwise kept as text. */
function parseBody(text: string): Partial<ErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

import { ApiError } from './ApiError.ts';
import { tokenStore } from './tokenStore.ts';
import { isWriteMethod, writeRetryDelay } from './writeRetry.ts';

/** Called when an API call answers 401: the app signs the user out with 'Session has expired'. */
let onUnauthorized: (message: string) => void = () => {};
export function setUnauthorizedHandler(fn: (message: string) => void): void {
  onUnauthorized = fn;
}

/**
 * The offline mode (app/offline/offlineAdapter.ts): a call that gets no answer may be answered from
 * the offline cache or queued; a GET answered may be kept for later.
 */
type Fallback = (method: string, path: string, body: unknown, idempotencyKey?: string) => Promise<{ data: unknown; headers: Headers } | undefined>;
let networkFallback: Fallback = async () => undefined;
let answerListener: (method: string, path: string, data: unknown, headers: Headers) => void = () => {};
let offlineNow: () => boolean = () => false;
export function setOfflineHooks(fallback: Fallback, onAnswer: typeof answerListener, isOffline: () => boolean): void {
  networkFallback = fallback;
  answerListener = onAnswer;
  offlineNow = isOffline;
}

/** Drops empty values and joins arrays with commas (seed 000 §7). */
export function toQueryString(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, Array.isArray(v) ? v.join(',') : v instanceof Date ? v.toISOString() : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the browser says it has a network (a call that gets no answer without one is not retried). */
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Sends the call; a write (which carries an `Idempotency-Key`) is sent again with the same key
 * when it gets no answer or a 503 with Retry-After, a few times (app/api/writeRetry.ts). Resolves
 * to the last answer, or undefined when none came.
 */
async function send(path: string, init: RequestInit, keyed: boolean): Promise<Response | undefined> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    let wait: number | undefined;
    try {
      const res = await fetch(path, init);
      if (!keyed || res.status !== 503) return res;
      wait = writeRetryDelay(attempt, { retryAfter: res.headers.get('Retry-After') }, Date.now() - started);
      if (wait === undefined) return res;
    } catch {
      wait = keyed && browserOnline() && !offlineNow() ? writeRetryDelay(attempt, { noAnswer: true }, Date.now() - started) : undefined;
      if (wait === undefined) return undefined;
    }
    await sleep(wait);
  }
}

/**
 * Calls the API with the stored token, request id and time zone headers; a write also carries an
 * `Idempotency-Key`, kept by its retries and by the offline queue. A response Authorization
 * header replaces the stored token; a response without it clears it (seed 000 §4.3).
 */
export async function http<T>(method: string, path: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = {
    'x-request-id': crypto.randomUUID(),
    'x-request-originator': 'tabula-ui',
    'x-client-timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const idempotencyKey = isWriteMethod(method) ? crypto.randomUUID() : undefined;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const res = await send(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, idempotencyKey !== undefined);
  if (!res) {
    const offline = await networkFallback(method, path, body, idempotencyKey);
    if (offline) return { data: offline.data as T, headers: offline.headers };
    throw new ApiError(0, undefined, headers['x-request-id']);
  }
  const auth = res.headers.get('Authorization');
  if (auth?.startsWith('Bearer ')) tokenStore.set(auth.slice(7));
  // an answer only ends the session it was sent with: a signed-out call (the sign-in page's
  // translations) that lands after a sign-in must not drop the new token
  // offline, an answer can only come from the browser's HTTP cache: it says nothing of the session
  else if (tokenStore.get() === token && !offlineNow()) tokenStore.set(null);
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!res.ok) {
    // the server's id of the request when it names one, else the one sent (shown in debug mode)
    const requestId = res.headers.get('x-request-id') ?? headers['x-request-id'];
    const err = new ApiError(res.status, typeof data === 'object' && data ? (data as object) : String(data ?? ''), requestId);
    // Only a call made within a session can find it expired: sign-in steps answer 401 for bad credentials.
    if (res.status === 401 && token) onUnauthorized('Session has expired');
    throw err;
  }
  answerListener(method, path, data, res.headers);
  return { data: data as T, headers: res.headers };
}

import { ApiError } from './ApiError.ts';
import { tokenStore } from './tokenStore.ts';

/** Called when an API call answers 401: the app signs the user out with 'Session has expired'. */
let onUnauthorized: (message: string) => void = () => {};
export function setUnauthorizedHandler(fn: (message: string) => void): void {
  onUnauthorized = fn;
}

/**
 * The offline mode (app/offline/offlineAdapter.ts): a call that gets no answer may be answered from
 * the offline cache or queued; a GET answered may be kept for later.
 */
type Fallback = (method: string, path: string, body: unknown) => Promise<{ data: unknown; headers: Headers } | undefined>;
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

/**
 * Calls the API with the stored token, request id and time zone headers. A response Authorization
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
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    const offline = await networkFallback(method, path, body);
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

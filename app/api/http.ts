import { ApiError } from './ApiError.ts';
import { tokenStore } from './tokenStore.ts';

/** Called when an API call answers 401: the app signs the user out with 'Session has expired'. */
let onUnauthorized: (message: string) => void = () => {};
export function setUnauthorizedHandler(fn: (message: string) => void): void {
  onUnauthorized = fn;
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
    throw new ApiError(0);
  }
  const auth = res.headers.get('Authorization');
  if (auth?.startsWith('Bearer ')) tokenStore.set(auth.slice(7));
  // an answer only ends the session it was sent with: a signed-out call (the sign-in page's
  // translations) that lands after a sign-in must not drop the new token
  else if (tokenStore.get() === token) tokenStore.set(null);
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const err = new ApiError(res.status, typeof data === 'object' && data ? (data as object) : String(data ?? ''));
    // Only a call made within a session can find it expired: sign-in steps answer 401 for bad credentials.
    if (res.status === 401 && token) onUnauthorized('Session has expired');
    throw err;
  }
  return { data: data as T, headers: res.headers };
}

import type { LecturaSettings } from './lecturaSettings.ts';

/** Largest answer read from the catalogue service. */
export const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

/** A GET of the catalogue's API: path segments (each URL-encoded) and query parameters. */
export type LecturaGet = (segments: readonly string[], query?: Record<string, string | undefined>) => Promise<unknown>;

type Fetch = typeof fetch;

/** What went wrong, in words safe to answer (never the URL nor the key). */
function reasonOf(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return `no answer after ${timeoutMs / 1000} s`;
  const code = err instanceof Error && err.cause && typeof err.cause === 'object' && 'code' in err.cause ? String(err.cause.code) : '';
  return code ? `connection failed (${code})` : 'connection failed';
}

/**
 * A client of the tenant's outside equipment catalogue: GET `{baseUrl}/{segments}?{query}` with
 * `Authorization: Bearer {apiKey}`, the JSON answer parsed. Throws an Error whose message is safe to
 * show when the service cannot be reached, takes longer than `timeoutMs`, answers other than 2xx, or
 * answers something that is not JSON or larger than {@link MAX_ANSWER_BYTES}.
 */
export function lecturaClient(settings: LecturaSettings, timeoutMs: number, fetchFn: Fetch = fetch): LecturaGet {
  const base = settings.baseUrl.replace(/\/+$/, '');
  return async (segments, query = {}) => {
    // `.` and `..` would climb the service's path once the URL is resolved
    if (segments.some((s) => s === '' || s === '.' || s === '..')) throw new RangeError('empty or dot path segment');
    const url = new URL(`${base}/${segments.map(encodeURIComponent).join('/')}`);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
    const signal = AbortSignal.timeout(timeoutMs);
    let res: Response;
    try {
      res = await fetchFn(url, { headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' }, signal, redirect: 'error' });
    } catch (err) {
      throw new Error(reasonOf(err, timeoutMs));
    }
    const tooLarge = Number(res.headers.get('content-length')) > MAX_ANSWER_BYTES;
    if (!res.ok || tooLarge) {
      await res.body?.cancel().catch(() => undefined);
      throw new Error(tooLarge ? `answer larger than ${MAX_ANSWER_BYTES} bytes` : `the service answered HTTP ${res.status}`);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw new Error(reasonOf(err, timeoutMs));
    }
    if (text.length > MAX_ANSWER_BYTES) throw new Error(`answer larger than ${MAX_ANSWER_BYTES} bytes`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error('the service answered something other than JSON');
    }
  };
}

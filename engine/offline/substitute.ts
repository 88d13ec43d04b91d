import type { QueuedCall } from './queue.ts';

/**
 * Replaces a temporary registration by the one the server gave, everywhere: whole string values,
 * URL path segments and references inside texts (a TMP registration is unique: TMP + 8 digits).
 */
export function substitute<T>(value: T, from: string, to: string): T {
  if (from === to) return value;
  if (typeof value === 'string') return (value.split(from).join(to) as unknown) as T;
  if (Array.isArray(value)) return value.map((v) => substitute(v, from, to)) as unknown as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[substitute(k, from, to)] = substitute(v, from, to);
    return out as T;
  }
  return value;
}

/** A queued call with every replacement made so far applied to its URL, body and registration. */
export function withReplacements(call: QueuedCall, replacements: ReadonlyMap<string, string>): QueuedCall {
  let next = call;
  for (const [from, to] of replacements) {
    next = { ...next, url: substitute(next.url, from, to), body: substitute(next.body, from, to), registration: substitute(next.registration, from, to) };
  }
  return next;
}

import type { ReplayFailure } from './errorBatches.ts';
import { kindOf, type QueuedCall } from './queue.ts';
import { isTmpRegistration } from './tmpRegistration.ts';
import { withReplacements } from './substitute.ts';

/** What the server answered: status 0 when no answer came (network down). */
export interface ReplayAnswer {
  status: number;
  body: unknown;
}

/** How the replay reaches the server (app/offline/replayer.ts sends through fetch). */
export interface ReplayTransport {
  /** `idempotencyKey`: the queued call's key, sent as its `Idempotency-Key` header. */
  send(method: string, url: string, body?: unknown, idempotencyKey?: string): Promise<ReplayAnswer>;
}

export interface ReplayOutcome {
  /** Calls done (sent and answered, successfully or not): to drop from the queue. */
  done: number[];
  /** Calls that failed with a server answer (seed 002 §7: kind, registration, error). */
  failures: (ReplayFailure & { call: QueuedCall })[];
  /** The call that got no answer (its trial counted); the replay stopped there and the app is offline again. */
  stalled?: QueuedCall;
  /** Whether the server stopped answering during the replay (the app goes offline again). */
  offline: boolean;
  /** Temporary registrations replaced by the server's: TMP -> registration. */
  replacements: Map<string, string>;
  /** Records read back after their call, by final registration. */
  saved: Map<string, unknown>;
}

function errorText(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; errors?: unknown };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (Array.isArray(b.errors)) return b.errors.map((e) => (typeof e === 'string' ? e : (e as { message?: string })?.message ?? '')).join(', ');
  }
  if (typeof body === 'string' && body) return body;
  return `HTTP ${status}`;
}

function registrationOf(body: unknown): string | undefined {
  const r = body && typeof body === 'object' ? (body as { registration?: unknown }).registration : undefined;
  return typeof r === 'string' && r ? r : undefined;
}

function versionOf(body: unknown): unknown {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as { _version?: unknown })._version : undefined;
}

function withVersion(call: QueuedCall, versions: ReadonlyMap<string, { base: unknown; latest: unknown }>): QueuedCall {
  const known = versions.get(call.registration);
  if (!known || versionOf(call.body) === undefined || versionOf(call.body) !== known.base) return call;
  return { ...call, body: { ...(call.body as object), _version: known.latest } };
}

/**
 * Replays queued calls in order (seed 002 §4.1): each call goes to its original URL, with the
 * registrations given so far substituted, then the saved record is read back (GET). A creation
 * with a TMP registration records the server's registration, used by every later call. A failure
 * with an answer is listed and the replay goes on; no answer counts a trial and stops.
 * @param apiPathOf the API path of an entity (for the read back)
 */
export async function replayCalls(calls: readonly QueuedCall[], transport: ReplayTransport, apiPathOf: (entity: string) => string | undefined, known: ReadonlyMap<string, string> = new Map()): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { done: [], failures: [], offline: false, replacements: new Map(known), saved: new Map() };
  // several offline edits of one record all carry the version read before going offline: each
  // replayed edit moves them on to the version the previous one produced
  const versions = new Map<string, { base: unknown; latest: unknown }>();
  for (const original of [...calls].sort((a, b) => a.seq - b.seq)) {
    const call = withVersion(withReplacements(original, outcome.replacements), versions);
    const answer = await transport.send(call.method, call.url, call.body, call.idempotencyKey);
    if (answer.status === 0) {
      outcome.stalled = { ...original, trials: original.trials + 1 };
      outcome.offline = true;
      return outcome;
    }
    outcome.done.push(original.seq);
    if (answer.status < 200 || answer.status >= 300) {
      outcome.failures.push({ kind: kindOf(call.entity), registration: call.registration, error: errorText(answer.body, answer.status), status: answer.status, call });
      continue;
    }
    const registration = registrationOf(answer.body) ?? call.registration;
    const sentVersion = versionOf(original.body);
    const gotVersion = versionOf(answer.body);
    if (sentVersion !== undefined && gotVersion !== undefined) versions.set(registration, { base: versions.get(registration)?.base ?? sentVersion, latest: gotVersion });
    if (isTmpRegistration(call.registration) && registration !== call.registration) outcome.replacements.set(call.registration, registration);
    const apiPath = apiPathOf(call.entity);
    if (!apiPath || !registration) continue;
    const read = await transport.send('GET', `${apiPath}/${encodeURIComponent(registration)}`);
    if (read.status === 0) {
      // the write went through (it is done); the rest waits for the network
      outcome.offline = true;
      return outcome;
    }
    if (read.status >= 200 && read.status < 300) outcome.saved.set(registration, read.body);
  }
  return outcome;
}

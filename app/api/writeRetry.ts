/**
 * When a write sent with an `Idempotency-Key` is sent again (docs/scaling.md#idempotent-writes):
 * the server runs a key once, so a write whose answer was lost (network cut, an instance or the
 * database primary going away) can be retried safely with the same key. A write without a key is
 * never retried: it could run twice.
 */

/** Retries of one write at most. */
export const MAX_WRITE_RETRIES = 3;

/** No retry starts later than this after the first try. */
export const RETRY_BUDGET_MS = 30_000;

/** Waits after a call that got no answer: 1 s, 2 s, 4 s. */
const NO_ANSWER_WAIT_MS = 1_000;

/** Longest wait a Retry-After may ask for one retry. */
const MAX_RETRY_AFTER_MS = 10_000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the method writes (and so gets an idempotency key). */
export function isWriteMethod(method: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase());
}

/** A Retry-After header (seconds or an HTTP date) in ms from `now`, or undefined. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && header.trim() !== '') return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The wait before retry number `attempt + 1` of a keyed write, or undefined when it is not retried:
 * after `failure` (no answer, or a 503 naming its Retry-After; a 503 without one is not retried),
 * within {@link MAX_WRITE_RETRIES} and {@link RETRY_BUDGET_MS} from the first try.
 */
export function writeRetryDelay(attempt: number, failure: { noAnswer: true } | { retryAfter: string | null }, elapsedMs: number, now = Date.now()): number | undefined {
  if (attempt >= MAX_WRITE_RETRIES) return undefined;
  let wait: number | undefined;
  if ('noAnswer' in failure) wait = NO_ANSWER_WAIT_MS * 2 ** attempt;
  else {
    const asked = retryAfterMs(failure.retryAfter, now);
    wait = asked === undefined ? undefined : Math.min(asked, MAX_RETRY_AFTER_MS);
  }
  if (wait === undefined || elapsedMs + wait > RETRY_BUDGET_MS) return undefined;
  return wait;
}

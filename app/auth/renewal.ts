/** Default refreshTokenAutoRenewExpiresInThreshold (seed 000 §9), in seconds. */
export const RENEW_THRESHOLD_SECONDS = 600;
/** Keep-alive pings are throttled to one per this many milliseconds (leading call). */
export const KEEP_ALIVE_THROTTLE_MS = 5000;

/**
 * Whether a refresh token must be renewed now (seed 000 §4.3): when its remaining lifetime is at
 * or below the threshold; never when it already expired or when its whole lifetime is shorter than
 * the threshold.
 */
export function shouldRenew(iat: number | null | undefined, expiresIn: number | null | undefined, nowSeconds: number, threshold = RENEW_THRESHOLD_SECONDS): boolean {
  if (!iat || !expiresIn || expiresIn < threshold) return false;
  const remaining = iat + expiresIn - nowSeconds;
  return remaining > 0 && remaining <= threshold;
}

/** A leading-edge throttle: the first call runs at once, the next ones within `waitMs` are dropped. */
export function throttleLeading(fn: () => void, waitMs = KEEP_ALIVE_THROTTLE_MS, now: () => number = Date.now): () => void {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < waitMs) return;
    last = t;
    fn();
  };
}

/** Runs one renewal at a time: a call while one is running joins it instead of starting another. */
export function singleFlight<T>(fn: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= fn().finally(() => {
      running = null;
    });
    return running;
  };
}

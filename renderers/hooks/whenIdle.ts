/** Calls `run` when the browser is idle (at the latest after `timeout` ms); returns the cancel. */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(run, Math.min(timeout, 200));
  return () => clearTimeout(timer);
}

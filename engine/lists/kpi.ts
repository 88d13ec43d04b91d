/**
 * Counts per value of the KPI field (status), in display order: exact from a breakdown; a counted
 * call per value may answer a capped count (`totalIsLowerBound`, with the server's estimate).
 */
export type KpiCounts = { key: string; count: number; totalIsLowerBound?: boolean; totalEstimate?: number }[];

function countOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Reads the breakdown of a list answer `{entities, breakdown}` (seed 002 §7): either an object
 * `{PAID: 3}` or a list of `{_id|key|value, count}`. Undefined when the server sent no breakdown
 * (it answered a plain array), so the page falls back to one counted call per value.
 */
export function parseBreakdown(answer: unknown): KpiCounts | undefined {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return undefined;
  const breakdown = (answer as { breakdown?: unknown }).breakdown;
  if (Array.isArray(breakdown)) {
    return breakdown.flatMap((item) => {
      const o = (item ?? {}) as Record<string, unknown>;
      const key = o._id ?? o.key ?? o.value ?? o.status;
      const count = countOf(o.count ?? o.total ?? o.n);
      return count === undefined ? [] : [{ key: key === null || key === undefined ? '(none)' : String(key), count }];
    });
  }
  if (breakdown && typeof breakdown === 'object') {
    return Object.entries(breakdown).flatMap(([key, v]) => {
      const count = countOf(v);
      return count === undefined ? [] : [{ key, count }];
    });
  }
  return undefined;
}

/** Orders counts by a known value list (the status list), unknown values after. */
export function orderCounts(counts: KpiCounts, order: readonly string[]): KpiCounts {
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return [...counts].sort((a, b) => rank(a.key) - rank(b.key));
}

/** Small figures helpers shared by the Chromium benchmarks. */

/** The p-th percentile (nearest rank) of `xs`; NaN for no value. */
export const percentile = (xs: number[], p: number): number => {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** Milliseconds as printed: `123 ms`. */
export const ms = (n: number): string => `${n.toFixed(0)} ms`;

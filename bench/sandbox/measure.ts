/** Figures of one benchmark: percentiles in microseconds and throughput. */
export interface Figures {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  opsPerSecond: number;
  target: string;
}

/** Percentiles and ops/s of `durations` (microseconds). */
export function figures(name: string, durations: number[], target: string): Figures {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { name, samples: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), opsPerSecond: Math.round(1e6 / mean), target };
}

/** Times `count` synchronous calls of `fn`, in microseconds each, after `warmup` untimed ones. */
export function timeSync(count: number, warmup: number, fn: (i: number) => void): number[] {
  for (let i = 0; i < warmup; i++) fn(i);
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    fn(i);
    durations.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return durations;
}

/** Prints figures as a table, with the target next to them. */
export function printTable(rows: Figures[]): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(`${'benchmark'.padEnd(58)}${pad('p50 us', 10)}${pad('p95 us', 10)}${pad('p99 us', 10)}${pad('ops/s', 10)}  target`);
  for (const row of rows) {
    const cells = [row.p50, row.p95, row.p99].map((value) => pad(value.toFixed(1), 10)).join('');
    console.log(`${row.name.padEnd(58)}${cells}${pad(row.opsPerSecond, 10)}  ${row.target}`);
  }
}

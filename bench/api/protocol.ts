/** What bench/api.ts and its load generator (bench/api/load.ts, a second process) exchange. */
export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  paths: string[];
  connections: number;
  duration: number;
  warmup: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
  /** CPU time of this load generator during the measured run, per response (ms). */
  clientCpuPerRequest: number;
}

/** The line the load generator prints when the warm-up is over and the measured run starts. */
export const MEASURING = 'measuring';

/**
 * The load generator of bench/api, run as a SECOND PROCESS (so the client's work does not share
 * the server's event loop): autocannon against one scenario, then one line of JSON on stdout
 * with the latency percentiles (from every response time, not autocannon's bucketed summary,
 * which has no p95) and the throughput. The spec comes as JSON in argv[2]:
 * { url, headers, paths, connections, duration (s), warmup (s) }.
 */
import autocannon from 'autocannon';
import { MEASURING, type LoadResult, type LoadSpec } from './protocol.ts';


function run(spec: LoadSpec, seconds: number, onResponse?: (status: number, ms: number, bytes: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: seconds,
        headers: spec.headers,
        requests: spec.paths.map((path) => ({ method: 'GET', path })),
        timeout: 30,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (onResponse) instance.on('response', (_client, status, bytes, ms) => onResponse(status, ms, bytes));
  });
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2]) as LoadSpec;
  if (spec.warmup > 0) await run(spec, spec.warmup);
  process.stdout.write(`${MEASURING}\n`);
  const cpu = process.cpuUsage();
  const latencies: number[] = [];
  let non2xx = 0;
  let bytes = 0;
  const started = performance.now();
  const result = await run(spec, spec.duration, (status, ms, size) => {
    latencies.push(ms);
    bytes += size;
    if (status < 200 || status >= 300) non2xx++;
  });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const out: LoadResult = {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
    clientCpuPerRequest: (used.user + used.system) / 1000 / Math.max(1, latencies.length),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

await main();

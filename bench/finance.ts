// Finance benchmark (`npx tsx bench/finance.ts [--runs=2000]`): figures of engine/finance, never a
// failure. Targets: a 360-period plan < 1 ms, XIRR of 1,000 cashflows < 5 ms, RATE < 1 ms (p95).
import os from 'node:os';
import { amortizationPlan, rate, xirr } from '../engine/finance/index.ts';
import { figures, timeSync, type Figures } from './sandbox/measure.ts';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 2000);

/** 1,000 cashflows: one loan out, then 999 irregular repayments 1 to 20 days apart (about 29 years). */
function cashflows(): { values: number[]; dates: string[] } {
  let seed = 3;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const values = [-1_000_000];
  const dates = ['2024-01-15'];
  let day = Date.UTC(2024, 0, 15) / 86_400_000;
  for (let i = 1; i < 1000; i++) {
    day += 1 + Math.floor(next() * 20);
    values.push(Math.round(1500 + next() * 1500));
    dates.push(new Date(day * 86_400_000).toISOString().slice(0, 10));
  }
  return { values, dates };
}

const flows = cashflows();
const rows: Figures[] = [];
rows.push(
  figures(
    'amortizationPlan: 360 periods, dated, 2 decimals',
    timeSync(RUNS, 200, (i) =>
      amortizationPlan({ amount: 250000 + i, rate: 0.04, nper: 360, startDate: '2024-01-31', decimals: 2 }),
    ),
    '< 1 ms',
  ),
);
rows.push(
  figures(
    'xirr: 1,000 cashflows, irregular dates',
    timeSync(RUNS, 200, () => xirr(flows.values, flows.dates)),
    '< 5 ms',
  ),
);
rows.push(
  figures(
    'rate: goal seek, 360 periods',
    timeSync(RUNS, 200, (i) => rate(360, -1193.54 - (i % 100), 250000)),
    '< 1 ms',
  ),
);

const ms = (us: number) => (us / 1000).toFixed(3).padStart(10);
console.log(
  `engine/finance, Node ${process.version}, ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(1)}, ${RUNS} runs each`,
);
console.log(`${'benchmark'.padEnd(50)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}  target (p95)`);
for (const row of rows) console.log(`${row.name.padEnd(50)}${ms(row.p50)}${ms(row.p95)}  ${row.target}`);
console.log(`xirr of the 1,000 cashflows: ${xirr(flows.values, flows.dates)}`);

/**
 * Regenerates tests/engine/finance/vectors.json: test vectors for engine/finance whose expected
 * values come from a real spreadsheet engine (LibreOffice Calc), never from our own code.
 *
 *   apt-get install -y -q libreoffice-calc-nogui     # once (any LibreOffice with soffice works)
 *   npx tsx scripts/finance-vectors.ts               # SOFFICE=/path/to/soffice to pick another one
 *
 * How: every case below becomes one formula (PMT, IPMT, PPMT, PV, FV, NPER, RATE, NPV, IRR, XNPV,
 * XIRR) in column A of an .xlsx written with exceljs; cashflows and dates go to a second sheet,
 * the dates as DATE(y,m,d) formulas. LibreOffice recalculates the workbook headless and exports
 * the raw values (15 significant digits) to CSV, read back here. An error answer (Err:523,
 * #DIV/0!...) is kept as `expectedError`, next to the catalogued AppError code we throw for it.
 * The script is deterministic: re-running it rewrites the same JSON for the same LibreOffice.
 * The tests only read the committed JSON and never need LibreOffice.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';

type Arg = number | number[] | string[];

/** One vector: our function, its arguments, and, for an error case, the code we throw. */
interface Case {
  fn: 'pmt' | 'ipmt' | 'ppmt' | 'pv' | 'fv' | 'nper' | 'rate' | 'npv' | 'irr' | 'xnpv' | 'xirr';
  args: Arg[];
  note?: string;
  code?: string;
  /** Set where we follow Excel on purpose and LibreOffice answers otherwise. */
  excel?: string;
}

const OUT = join(import.meta.dirname, '../tests/engine/finance/vectors.json');
const SOFFICE = process.env.SOFFICE ?? 'soffice';
// Field separator, text delimiter, UTF-8, first line, no cell formats, en-US, then "as shown" off.
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,true,false,false';

/** A deterministic pseudo-random sequence (LCG), so re-runs write the same vectors. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const dayMs = 86_400_000;
const iso = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

/** Monthly dates from `start`, clamped to the end of the month like EDATE. */
function monthly(start: string, count: number): string[] {
  const [y, m, d] = start.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const last = new Date(Date.UTC(y, m - 1 + i + 1, 0)).getUTCDate();
    return iso(Date.UTC(y, m - 1 + i, Math.min(d, last)) / dayMs);
  });
}

/** `count` irregular dates from `start`: gaps of 1 to `maxGap` days. */
function irregular(start: string, count: number, maxGap: number, seed: number): string[] {
  const next = random(seed);
  const dates = [start];
  for (let i = 1; i < count; i++) dates.push(iso(day(dates[i - 1]) + 1 + Math.floor(next() * maxGap)));
  return dates;
}

const loan36 = [-10000, ...Array<number>(36).fill(299.708971046655)];
const mortgage = [-250000, ...Array<number>(360).fill(1193.54)];
const bigRandom = random(7);
const irregularFlows = [
  -100000,
  ...Array.from({ length: 119 }, () => Math.round(500 + bigRandom() * 1500) / 1),
];
const irregularDates = irregular('2021-03-15', 120, 40, 11);
const excelXnpvValues = [-10000, 2750, 4250, 3250, 2750];
const excelXnpvDates = ['2008-01-01', '2008-03-01', '2008-10-30', '2009-02-15', '2009-04-01'];
const leapDates = ['2023-11-30', '2024-02-28', '2024-02-29', '2024-03-01', '2025-02-28'];

const CASES: Case[] = [
  // PMT
  { fn: 'pmt', args: [0.05 / 12, 36, 10000], note: 'worked example of docs/finance.md' },
  { fn: 'pmt', args: [0.05 / 12, 36, 10000, 0, 1] },
  { fn: 'pmt', args: [0, 36, 10000], note: 'rate 0' },
  { fn: 'pmt', args: [0, 36, 10000, -2000, 1], note: 'rate 0, balloon, in advance' },
  { fn: 'pmt', args: [0.04 / 12, 360, 250000], note: '30-year mortgage' },
  { fn: 'pmt', args: [0.045 / 12, 480, 300000], note: '40 years' },
  { fn: 'pmt', args: [0.06 / 12, 60, 30000, -10000], note: 'balloon' },
  { fn: 'pmt', args: [0.06 / 12, 60, 30000, -10000, 1], note: 'balloon, in advance' },
  { fn: 'pmt', args: [-0.01 / 12, 24, 5000], note: 'negative rate' },
  { fn: 'pmt', args: [-0.005, 120, 1e6, 0, 1], note: 'negative rate, in advance' },
  { fn: 'pmt', args: [0.08 / 4, 20, 0.01], note: 'tiny amount' },
  { fn: 'pmt', args: [0.03 / 12, 240, 5e11], note: 'huge amount' },
  { fn: 'pmt', args: [0.1, 10, 0, 1e6], note: 'savings towards a future value' },
  { fn: 'pmt', args: [0.07 / 52, 156, 20000], note: 'weekly' },
  { fn: 'pmt', args: [0.05 / 365, 730, 1000], note: 'daily' },
  { fn: 'pmt', args: [1e-9, 360, 100000], note: 'rate close to 0' },
  { fn: 'pmt', args: [0.5, 12, 1000] },
  { fn: 'pmt', args: [0.05 / 12, 36, -10000, 500] },
  { fn: 'pmt', args: [0.02, 0.5, 1000], note: 'fractional nper' },
  { fn: 'pmt', args: [0.05, 0, 1000], code: 'NO_ACCEPTABLE_RESULT', note: 'nper 0' },
  // IPMT
  { fn: 'ipmt', args: [0.05 / 12, 1, 36, 10000] },
  { fn: 'ipmt', args: [0.05 / 12, 36, 36, 10000] },
  { fn: 'ipmt', args: [0.05 / 12, 12, 36, 10000, 0, 1] },
  { fn: 'ipmt', args: [0.05 / 12, 1, 36, 10000, 0, 1], note: 'in advance, first period: 0' },
  { fn: 'ipmt', args: [0.04 / 12, 180, 360, 250000] },
  { fn: 'ipmt', args: [0.06 / 12, 60, 60, 30000, -10000] },
  { fn: 'ipmt', args: [0, 5, 12, 1200], note: 'rate 0' },
  { fn: 'ipmt', args: [-0.01 / 12, 10, 24, 5000], note: 'negative rate' },
  { fn: 'ipmt', args: [0.06 / 12, 2, 60, 30000, -10000, 1] },
  { fn: 'ipmt', args: [0.045 / 12, 480, 480, 300000, 0, 1] },
  { fn: 'ipmt', args: [0.03 / 12, 100, 240, 5e11] },
  { fn: 'ipmt', args: [0.05, 0, 10, 1000], code: 'INVALID_FIELD_VALUE', note: 'per 0' },
  // PPMT
  { fn: 'ppmt', args: [0.05 / 12, 1, 36, 10000] },
  { fn: 'ppmt', args: [0.05 / 12, 36, 36, 10000] },
  { fn: 'ppmt', args: [0.05 / 12, 1, 36, 10000, 0, 1] },
  { fn: 'ppmt', args: [0.05 / 12, 20, 36, 10000, 0, 1] },
  { fn: 'ppmt', args: [0.04 / 12, 360, 360, 250000] },
  { fn: 'ppmt', args: [0.06 / 12, 30, 60, 30000, -10000] },
  { fn: 'ppmt', args: [0.06 / 12, 60, 60, 30000, -10000, 1] },
  { fn: 'ppmt', args: [0, 7, 12, 1200, -120] },
  { fn: 'ppmt', args: [-0.02 / 4, 3, 8, 8000] },
  { fn: 'ppmt', args: [0.08 / 4, 20, 20, 0.01] },
  { fn: 'ppmt', args: [0.05, 11, 10, 1000], code: 'INVALID_FIELD_VALUE', note: 'per > nper' },
  // PV
  { fn: 'pv', args: [0.05 / 12, 36, -299.708971046655] },
  { fn: 'pv', args: [0.08, 20, 500, 0, 1] },
  { fn: 'pv', args: [0, 10, -100, 500], note: 'rate 0' },
  { fn: 'pv', args: [0.1, 10, 0, 1000] },
  { fn: 'pv', args: [-0.02, 15, -100], note: 'negative rate' },
  { fn: 'pv', args: [0.04 / 12, 360, -1193.54] },
  { fn: 'pv', args: [0.07, 40, -1e4, -1e5, 1] },
  { fn: 'pv', args: [1e-6, 100, -10], note: 'rate close to 0 (LibreOffice loses digits below 1e-8)' },
  { fn: 'pv', args: [0.045 / 12, 480, -1349.37, 0, 1] },
  { fn: 'pv', args: [-1, 10, 100], code: 'NO_ACCEPTABLE_RESULT', note: 'rate -100 %' },
  // FV
  { fn: 'fv', args: [0.05 / 12, 36, -299.708971046655, 10000] },
  { fn: 'fv', args: [0.06 / 12, 120, -200] },
  { fn: 'fv', args: [0.06 / 12, 120, -200, -5000, 1] },
  { fn: 'fv', args: [0, 12, -100, -1000], note: 'rate 0' },
  { fn: 'fv', args: [-0.03, 10, -100], note: 'negative rate' },
  { fn: 'fv', args: [0.04 / 12, 480, -500, 0, 1] },
  { fn: 'fv', args: [0.12, 30, 0, -1e-3], note: 'tiny amount' },
  { fn: 'fv', args: [0.02, 10.5, -100], note: 'fractional nper' },
  { fn: 'fv', args: [0.03 / 12, 360, -2e9, -5e11], note: 'huge amounts' },
  // NPER
  { fn: 'nper', args: [0.05 / 12, -299.708971046655, 10000] },
  { fn: 'nper', args: [0.01, -100, 1000, 0, 1] },
  { fn: 'nper', args: [0, -100, 1000], note: 'rate 0' },
  { fn: 'nper', args: [0, -100, 1000, -200], note: 'rate 0, balloon' },
  { fn: 'nper', args: [0.06 / 12, -200, 0, 10000] },
  { fn: 'nper', args: [-0.01, -100, 1000], note: 'negative rate' },
  { fn: 'nper', args: [0.01, 100, 1000], note: 'negative result, as the spreadsheets give' },
  { fn: 'nper', args: [0.04 / 12, -1193.54, 250000] },
  { fn: 'nper', args: [0.1, -150, 1000, 0, 1] },
  { fn: 'nper', args: [0.05 / 12, -300, 30000, -10000] },
  { fn: 'nper', args: [0.1, -50, 1000], code: 'NO_ACCEPTABLE_RESULT', note: 'payment below the interest' },
  { fn: 'nper', args: [0, 0, 1000], code: 'NO_ACCEPTABLE_RESULT', note: 'rate and payment 0' },
  // RATE
  { fn: 'rate', args: [36, -299.708971046655, 10000] },
  { fn: 'rate', args: [36, -300, 10000, 0, 1] },
  { fn: 'rate', args: [360, -1193.54, 250000], note: '30 years' },
  { fn: 'rate', args: [480, -1349.37, 300000], note: '40 years' },
  { fn: 'rate', args: [60, -500, 30000, -10000], note: 'balloon' },
  { fn: 'rate', args: [10, -100, 1000], note: 'rate 0' },
  { fn: 'rate', args: [12, -80, 1000], note: 'negative rate' },
  { fn: 'rate', args: [5, 0, -1000, 2000], note: 'no payments' },
  { fn: 'rate', args: [24, -500, 10000, 0, 1, 0.01], note: 'guess' },
  { fn: 'rate', args: [48, -250, 10000, -2000, 1] },
  { fn: 'rate', args: [120, -1e7, 5e8], note: 'huge amounts' },
  { fn: 'rate', args: [6, -0.2, 1], note: 'tiny amounts' },
  { fn: 'rate', args: [30, -5000, 60000, 0, 0, 0.5], note: 'far guess' },
  { fn: 'rate', args: [4, -400, 1000], note: 'high rate' },
  { fn: 'rate', args: [10, 100, 1000], code: 'NO_CONVERGENCE', note: 'no rate: all amounts received' },
  { fn: 'rate', args: [10, -100, -1000], code: 'NO_CONVERGENCE', note: 'no rate: all amounts paid' },
  // NPV
  { fn: 'npv', args: [0.1, [-10000, 3000, 4200, 6800]] },
  { fn: 'npv', args: [0.08, [8000, 9200, 10000, 12000, 14500]] },
  { fn: 'npv', args: [0, [1, 2, 3]], note: 'rate 0' },
  { fn: 'npv', args: [-0.05, [-500, 100, 200, 300]], note: 'negative rate' },
  { fn: 'npv', args: [0.05 / 12, loan36.slice(1)] },
  { fn: 'npv', args: [0.1, [1e12, -5e11]], note: 'huge amounts' },
  { fn: 'npv', args: [0.1, [0.001, 0.002]], note: 'tiny amounts' },
  { fn: 'npv', args: [1.5, [-100, 50, 80, 120]] },
  { fn: 'npv', args: [-1, [100, 200]], code: 'NO_ACCEPTABLE_RESULT', note: 'rate -100 %' },
  // IRR
  { fn: 'irr', args: [[-70000, 12000, 15000, 18000, 21000]] },
  { fn: 'irr', args: [[-70000, 12000, 15000, 18000, 21000, 26000]] },
  { fn: 'irr', args: [[-70000, 12000, 15000], -0.1], note: 'guess, negative result' },
  { fn: 'irr', args: [[-100, 230, -132]], note: 'two roots: 10 %' },
  { fn: 'irr', args: [[-100, 230, -132], 0.25], note: 'two roots: 20 % from the guess' },
  { fn: 'irr', args: [loan36], note: 'a 36-month loan' },
  { fn: 'irr', args: [mortgage, 0.01], note: '361 values; LibreOffice needs the guess (Err:523 from 0.1)' },
  { fn: 'irr', args: [[-1e9, 2e8, 2e8, 2e8, 2e8, 2e8, 2e8, 2e8]], note: 'huge amounts' },
  { fn: 'irr', args: [[-0.05, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01]], note: 'tiny amounts' },
  { fn: 'irr', args: [[100, -50, -60]], note: 'money received first' },
  { fn: 'irr', args: [[-100, 0, 0, 0, 200]] },
  { fn: 'irr', args: [[-1000, 3000], 1.5], note: 'rate 200 %' },
  { fn: 'irr', args: [[1, 2, 3]], code: 'NO_SIGN_CHANGE' },
  { fn: 'irr', args: [[-100, 250, -200]], code: 'NO_CONVERGENCE', note: 'signs change but no rate exists' },
  // XNPV
  { fn: 'xnpv', args: [0.09, excelXnpvValues, excelXnpvDates], note: 'example of the Excel help' },
  { fn: 'xnpv', args: [0.05, [-1000, 250, 250, 250, 400], leapDates], note: 'across 29 February 2024' },
  {
    fn: 'xnpv',
    args: [-0.02, [-1000, 300, 400, 400], ['2020-01-15', '2020-07-15', '2021-01-15', '2021-07-15']],
  },
  {
    fn: 'xnpv',
    args: [0, [-1000, 300, 400, 400], ['2020-01-15', '2020-07-15', '2021-01-15', '2021-07-15']],
    note: 'rate 0',
  },
  {
    fn: 'xnpv',
    args: [0.07, [-5e11, 2e11, 2e11, 2e11], ['2000-01-01', '2010-01-01', '2025-06-30', '2040-12-31']],
    note: 'huge amounts over 40 years',
  },
  { fn: 'xnpv', args: [0.04, irregularFlows, irregularDates], note: '120 irregular dates' },
  {
    fn: 'xnpv',
    args: [0.1, [-100, 60, 60], ['2024-01-01', '2024-12-31', '2024-06-30']],
    note: 'dates not in order',
  },
  {
    fn: 'xnpv',
    args: [0.1, [-100, 60], ['2024-01-01', '2023-12-31']],
    code: 'INVALID_CASHFLOWS',
    excel: 'Excel: #NUM!, a date before the first',
    note: 'date before the first',
  },
  {
    fn: 'xnpv',
    args: [0.1, [-100, 60, 60], ['2024-01-01', '2024-12-31']],
    code: 'INVALID_CASHFLOWS',
    note: 'lengths differ',
  },
  // XIRR
  { fn: 'xirr', args: [excelXnpvValues, excelXnpvDates], note: 'example of the Excel help' },
  { fn: 'xirr', args: [[-1000, 250, 250, 250, 400], leapDates], note: 'across 29 February 2024' },
  {
    fn: 'xirr',
    args: [
      [-1000, 500, 600],
      ['2024-01-01', '2024-02-29', '2025-03-01'],
    ],
    note: 'leap day',
  },
  {
    fn: 'xirr',
    args: [
      [-1000, 300, 300, 300],
      ['2020-01-15', '2020-07-15', '2021-01-15', '2021-07-15'],
    ],
    note: 'negative result',
  },
  {
    fn: 'xirr',
    args: [
      [-100, 230, -132],
      ['2020-01-01', '2021-01-01', '2022-01-01'],
    ],
    note: 'two roots',
  },
  {
    fn: 'xirr',
    args: [[-100, 230, -132], ['2020-01-01', '2021-01-01', '2022-01-01'], 0.3],
    note: 'two roots, guess',
  },
  { fn: 'xirr', args: [irregularFlows, irregularDates], note: '120 irregular dates' },
  {
    fn: 'xirr',
    args: [
      [-1000, 1001],
      ['2024-03-01', '2024-03-02'],
    ],
    note: 'one day',
  },
  {
    fn: 'xirr',
    args: [
      [-5e11, 2e11, 2e11, 2e11],
      ['2000-01-01', '2010-01-01', '2025-06-30', '2040-12-31'],
    ],
    note: 'huge amounts, 40 years',
  },
  {
    fn: 'xirr',
    args: [
      [-0.5, 0.2, 0.2, 0.2],
      ['2022-01-01', '2022-05-01', '2022-09-01', '2023-01-01'],
    ],
    note: 'tiny amounts',
  },
  {
    fn: 'xirr',
    args: [
      [-100, 60, 60],
      ['2024-01-01', '2024-12-31', '2024-06-30'],
    ],
    note: 'dates not in order',
  },
  {
    fn: 'xirr',
    args: [
      [-100, -50, 200],
      ['2024-01-01', '2024-01-01', '2025-01-01'],
    ],
    note: 'two flows on the first day',
  },
  { fn: 'xirr', args: [loan36, monthly('2023-01-31', 37)], note: 'monthly loan, end-of-month dates' },
  {
    fn: 'xirr',
    args: [[-1000, 100, 100, 1500], ['2019-05-10', '2020-05-10', '2021-05-10', '2022-05-10'], -0.5],
    note: 'far guess',
  },
  {
    fn: 'xirr',
    args: [
      [-100, 60, 60],
      ['2024-01-01', '2024-01-01', '2024-01-01'],
    ],
    code: 'SAME_DAY_TRANSACTIONS',
  },
  {
    fn: 'xirr',
    args: [
      [100, 60, 60],
      ['2024-01-01', '2024-06-01', '2025-01-01'],
    ],
    code: 'NO_SIGN_CHANGE',
  },
  {
    fn: 'xirr',
    args: [
      [-100, 60, 60],
      ['2024-01-01', '2024-06-01'],
    ],
    code: 'INVALID_CASHFLOWS',
    note: 'lengths differ',
  },
  {
    fn: 'xirr',
    args: [
      [-100, 60, 60],
      ['2024-01-01', 'not a date', '2025-01-01'],
    ],
    code: 'INVALID_CASHFLOWS',
    excel: 'Excel: #VALUE!; LibreOffice skips the text',
    note: 'bad date',
  },
  {
    fn: 'xirr',
    args: [
      [-100, 60, 60],
      ['2024-01-01', '2023-06-01', '2025-01-01'],
    ],
    code: 'INVALID_CASHFLOWS',
    excel: 'Excel: #NUM!, a date before the first',
    note: 'date before the first',
  },
  {
    fn: 'xirr',
    args: [
      [-100, 250, -200],
      ['2020-01-01', '2021-01-01', '2022-01-01'],
    ],
    code: 'NO_CONVERGENCE',
    note: 'no rate exists',
  },
];

/** Column letters of a 1-based index. */
function column(index: number): string {
  let name = '';
  for (let i = index; i > 0; i = Math.floor((i - 1) / 26))
    name = String.fromCharCode(65 + ((i - 1) % 26)) + name;
  return name;
}

/** Writes arrays to the data sheet, one column each; returns the formula references. */
function dataWriter(sheet: ExcelJS.Worksheet): (list: number[] | string[]) => string {
  let next = 1;
  return (list) => {
    const col = next++;
    list.forEach((value, i) => {
      const cell = sheet.getCell(i + 1, col);
      const parts = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
      if (parts)
        cell.value = { formula: `DATE(${Number(parts[1])},${Number(parts[2])},${Number(parts[3])})` };
      else cell.value = value;
    });
    return `data!$${column(col)}$1:$${column(col)}$${list.length}`;
  };
}

function formula(c: Case, put: (list: number[] | string[]) => string): string {
  const args = c.args.map((a) => (Array.isArray(a) ? put(a) : String(a)));
  return `${c.fn.toUpperCase()}(${args.join(',')})`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'finance-vectors-'));
  try {
    const book = new ExcelJS.Workbook();
    const cases = book.addWorksheet('cases');
    const put = dataWriter(book.addWorksheet('data'));
    CASES.forEach((c, i) => {
      const cell = cases.getCell(i + 1, 1);
      cell.value = { formula: formula(c, put) };
      cell.numFmt = '0.00000000000000E+00';
    });
    const xlsx = join(dir, 'vectors.xlsx');
    await book.xlsx.writeFile(xlsx);
    const profile = `-env:UserInstallation=file://${join(dir, 'profile')}`;
    const run = spawnSync(
      SOFFICE,
      [profile, '--headless', '--convert-to', CSV_FILTER, '--outdir', dir, xlsx],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`soffice failed: ${run.error?.message ?? run.stderr}`);
    const version = spawnSync(SOFFICE, [profile, '--version'], { encoding: 'utf8' }).stdout.trim();
    const lines = readFileSync(join(dir, 'vectors.csv'), 'utf8').split(/\r?\n/).slice(0, CASES.length);
    if (lines.length !== CASES.length)
      throw new Error(`expected ${CASES.length} answers, got ${lines.length}`);
    const vectors = CASES.map((c, i) => {
      const text = lines[i].replace(/^"|"$/g, '');
      const value = Number(text);
      const answer = text !== '' && Number.isFinite(value) ? { expected: value } : { expectedError: text };
      return {
        fn: c.fn,
        args: c.args,
        ...answer,
        ...(c.code ? { code: c.code } : {}),
        ...(c.excel ? { excel: c.excel } : {}),
        ...(c.note ? { note: c.note } : {}),
      };
    });
    // One case a line, so that a re-run shows as a readable diff.
    const body = vectors.map((v) => `  ${JSON.stringify(v)}`).join(',\n');
    const head = `"generatedBy": "scripts/finance-vectors.ts",\n "engine": ${JSON.stringify(version)}`;
    writeFileSync(OUT, `{\n ${head},\n "cases": [\n${body}\n ]\n}\n`);
    console.log(`${vectors.length} vectors from ${version} written to ${OUT}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

import type { FinanceFunction } from '../../engine/finance/financeQuery.ts';

type Json = Record<string, unknown>;

const param = (name: string, description: string, example: unknown, required = false): Json => ({
  name,
  in: 'query',
  required,
  description,
  schema: { type: 'string' },
  example: String(example),
});

const RATE = (ex: unknown) => param('rate', 'Interest rate per period (0.05/12 for 5 % a year paid monthly)', ex, true);
const NPER = (ex: unknown) => param('nper', 'Number of periods', ex, true);
const PV = (ex: unknown, required = true) => param('pv', 'Present value: the amount received now (positive) or paid out (negative)', ex, required);
const FV = param('fv', 'Future value left after the last payment (balloon, residual value); default 0', 0);
const TYPE = param('type', '0 = payments at the end of each period (default), 1 = at the beginning', 0);
const PMT = (ex: unknown) => param('pmt', 'Payment per period (negative when paid out)', ex, true);
const PER = param('per', 'The period asked for, from 1 to nper', 1, true);
const GUESS = param('guess', 'Starting point of the goal seek; default 0.1', 0.1);
const CASHFLOWS = (ex: string) => param('cashflows', 'Amounts separated by ";" (money paid out negative)', ex, true);
const DATES = param('dates', 'ISO dates (YYYY-MM-DD) separated by ";", one per cashflow', '2026-01-01;2026-07-01;2027-01-01', true);

/** Parameters, answer example of each finance helper (GET /api/finance/{name}). */
const OPERATIONS: Record<FinanceFunction, { summary: string; parameters: Json[]; example: Json }> = {
  pmt: { summary: 'Payment per period of a loan or an investment (PMT)', parameters: [RATE(0.05 / 12), NPER(36), PV(10000), FV, TYPE], example: { pmt: -299.71 } },
  ipmt: { summary: 'Interest part of one payment (IPMT)', parameters: [RATE(0.05 / 12), PER, NPER(36), PV(10000), FV, TYPE], example: { ipmt: -41.67 } },
  ppmt: { summary: 'Principal part of one payment (PPMT)', parameters: [RATE(0.05 / 12), PER, NPER(36), PV(10000), FV, TYPE], example: { ppmt: -258.04 } },
  rate: { summary: 'Rate per period found by goal seek, at most 300 iterations (RATE)', parameters: [NPER(36), PMT(-299.71), PV(10000), FV, TYPE, GUESS], example: { rate: 0.004166 } },
  nper: { summary: 'Number of periods (NPER)', parameters: [RATE(0.05 / 12), PMT(-299.71), PV(10000), FV, TYPE], example: { nper: 36 } },
  pv: { summary: 'Present value (PV)', parameters: [RATE(0.05 / 12), NPER(36), PMT(-299.71), FV, TYPE], example: { pv: 10000 } },
  fv: { summary: 'Future value (FV)', parameters: [RATE(0.05 / 12), NPER(36), PMT(-299.71), PV(0, false), TYPE], example: { fv: 11614.7 } },
  npv: { summary: 'Net present value of periodic cashflows, the first one period from now (NPV)', parameters: [RATE(0.08), CASHFLOWS('-10000;3000;4200;6800')], example: { npv: 1188.44 } },
  irr: { summary: 'Internal rate of return of periodic cashflows (IRR)', parameters: [CASHFLOWS('-70000;12000;15000;18000;21000;26000'), GUESS], example: { irr: 0.0866 } },
  xirr: { summary: 'Internal rate of return of dated cashflows, actual/365 (XIRR)', parameters: [CASHFLOWS('-10000;2750;4250;3250;2750'), { ...DATES, example: '2008-01-01;2008-03-01;2008-10-30;2009-02-15;2009-04-01' }, GUESS], example: { xirr: 0.373362535 } },
  plan: {
    summary: 'Amortisation plan: one row per instalment with principal, interest, payment and remaining balance',
    parameters: [
      RATE(0.05 / 12),
      NPER(36),
      PV(10000),
      param('fv', 'Residual value left after the last instalment (balloon); default 0', 0),
      TYPE,
      param('periodicity', 'Days code of the period: 1, 7, 30 (default), 90, 180, 360 or 365', 30),
      param('method', 'annuity (constant instalments, default) or constant (constant principal)', 'annuity'),
      param('startDate', 'Start date (ISO): first instalment one period later in arrears, on it in advance', '2026-01-15'),
      param('firstDate', 'Date of the first instalment when the first period is broken (ISO)', ''),
      param('decimals', 'Round every amount to this many decimals; the last instalment absorbs the rounding', 2),
      param('date', 'Only the instalment due on this date (ISO); DATE_NOT_FOUND when none is', ''),
    ],
    example: { plan: [{ index: 1, date: '2026-02-15', principal: 258.04, interest: 41.67, payment: 299.71, balance: 9741.96 }] },
  },
};

/** The OpenAPI operation fragment of one finance helper (parameters, 200 example, calculation errors). */
export function financeOpenApi(name: FinanceFunction): Json {
  const op = OPERATIONS[name];
  return {
    summary: op.summary,
    description: 'Spreadsheet conventions: rates per period, money paid out negative. See docs/finance.md.',
    parameters: op.parameters,
    responses: {
      '200': { description: 'The result', content: { 'application/json': { schema: { type: 'object' }, example: op.example } } },
      '400': { $ref: '#/components/responses/BadRequest' },
      '401': { $ref: '#/components/responses/Unauthenticated' },
    },
  };
}

import { AppError } from '../errors/AppError.ts';
import { nper, pmt, pv, rate } from './tvm.ts';

/** The loan terms the calculator relates: any one is found from the three others. */
export interface LoanTerms {
  /** Amount lent (positive). */
  amount: number;
  /** Yearly nominal rate (0.05 = 5 %). */
  rate: number;
  /** Number of instalments. */
  duration: number;
  /** Instalment (positive). */
  instalment: number;
}

export type LoanUnknown = keyof LoanTerms;

export interface LoanOptions {
  /** Instalments a year (12 monthly). */
  perYear: number;
  /** 0 in arrears, 1 in advance. */
  type?: 0 | 1;
  /** Residual value left after the last instalment. */
  residualValue?: number;
}

/**
 * Goal-seeks one of amount, rate, duration or instalment from the three others through the
 * spreadsheet functions (pmt, pv, nper, rate): the terms with `unknown` replaced by its value.
 * The lender's view: the amount is received (positive pv), instalments are paid (negative pmt).
 * Impossible terms throw the calculation's catalogued error.
 */
export function solveLoan(unknown: LoanUnknown, terms: LoanTerms, { perYear, type = 0, residualValue = 0 }: LoanOptions): LoanTerms {
  const r = terms.rate / perYear;
  const fv = -residualValue;
  switch (unknown) {
    case 'instalment':
      return { ...terms, instalment: -pmt(r, terms.duration, terms.amount, fv, type) };
    case 'amount':
      return { ...terms, amount: pv(r, terms.duration, -terms.instalment, fv, type) };
    case 'duration':
      return { ...terms, duration: nper(r, -terms.instalment, terms.amount, fv, type) };
    case 'rate':
      return { ...terms, rate: rate(terms.duration, -terms.instalment, terms.amount, fv, type) * perYear };
    default:
      throw new AppError('INVALID_FIELD_VALUE', ['unknown', String(unknown)]);
  }
}

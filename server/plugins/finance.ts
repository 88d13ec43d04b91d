import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { FINANCE_FUNCTIONS, runFinanceQuery, type FinanceQuery } from '../../engine/finance/financeQuery.ts';
import { financeOpenApi } from '../openapi/financeOperations.ts';
import { requireSession } from './session.ts';

type RawQuery = Record<string, string | string[] | undefined>;

/** One value per parameter: a repeated parameter is ambiguous and refused. */
function singleValues(query: RawQuery): FinanceQuery {
  const out: FinanceQuery = {};
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw new AppError('INVALID_FIELD_IN_QUERY', [name, 'given more than once']);
    out[name] = value;
  }
  return out;
}

/**
 * GET /api/finance/{pmt|ipmt|ppmt|rate|nper|pv|fv|npv|irr|xirr|plan} (issue 13): the spreadsheet
 * finance functions of engine/finance on query parameters (rate, nper, pv, fv, type, pmt, guess,
 * per, cashflows and dates separated by ";"). Signed-in users only; pure computation, no data read.
 */
export async function financePlugin(app: FastifyInstance): Promise<void> {
  for (const name of FINANCE_FUNCTIONS) {
    app.get(`/api/finance/${name}`, { config: { openapi: financeOpenApi(name) } }, async (request: FastifyRequest<{ Querystring: RawQuery }>) => {
      requireSession(request);
      return runFinanceQuery(name, singleValues(request.query));
    });
  }
}

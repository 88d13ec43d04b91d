import { AppError } from '../../engine/errors/AppError.ts';
import { computeContract, contractCashflows, FROZEN_CONTRACT_STATUSES } from '../../engine/finance/contractComputation.ts';
import { contractRuleIssues } from '../../engine/finance/contractRules.ts';
import type { TaxRate } from '../../engine/finance/priceRules.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import { ScriptError, type JsonObject, type SandboxRunner } from '../scripts/runInSandbox.ts';
import { findScript } from '../scripts/scriptRecords.ts';
import { fieldErrorsToAppError } from '../entities/validators.ts';

type Rec = Record<string, unknown>;

/** The tenant script that replaces the built-in contract computation when it exists (seed 002 §7 preloads it). */
export const CONTRACT_COMPUTATION_SCRIPT = 'contract-computation';

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The tenant's taxes as rates by code (the Tax reference data). */
export async function loadTaxes(ctx: AppContext, q: Queryable): Promise<TaxRate[]> {
  if (!ctx.registry.has('Tax')) return [];
  const { rows } = await q.query<{ code: string | null; rate: string | null }>(
    `SELECT data ->> 'code' AS code, data ->> 'rate' AS rate FROM ${ctx.registry.get('Tax').table}`,
  );
  return rows.filter((r) => r.code).map((r) => ({ code: String(r.code), rate: Number(r.rate ?? 0) || 0 }));
}

async function runTenantScript(runner: SandboxRunner, user: { username: string; tenant: string }, code: string, body: Rec): Promise<Rec> {
  let result: unknown;
  try {
    const ctx = JSON.parse(JSON.stringify({ method: 'POST', query: {}, body, user, locale: 'en' })) as JsonObject;
    result = await runner.run({ tenant: user.tenant, kind: 'run', name: CONTRACT_COMPUTATION_SCRIPT, code, ctx });
  } catch (err) {
    if (err instanceof ScriptError) throw new AppError('INVALID_FIELD_VALUE', ['contract', `${CONTRACT_COMPUTATION_SCRIPT}: ${err.message}`]);
    throw err;
  }
  if (!isObject(result) || !isObject(result.data)) {
    throw new AppError('INVALID_FIELD_VALUE', ['contract', `${CONTRACT_COMPUTATION_SCRIPT} must answer {data: contract}`]);
  }
  return result.data;
}

/** Replaces the not yet invoiced cashflows of a contract by those of its plan (one statement each way). */
async function regenerateCashflows(ctx: AppContext, q: Queryable, contract: Rec, taxes: TaxRate[], username: string): Promise<void> {
  if (!ctx.registry.has('Cashflow')) return;
  const { table } = ctx.registry.get('Cashflow');
  const registration = String(contract.registration);
  await q.query(
    `DELETE FROM ${table} WHERE data ->> 'contractRegistration' = $1 AND status = 'PLANNED' AND coalesce(data ->> 'invoiceRegistration', '') = ''`,
    [registration],
  );
  const drafts = contractCashflows(contract, taxes);
  if (!drafts.length) return;
  await q.query(
    `INSERT INTO ${table} (registration, name, status, data, created_by, updated_by)
     SELECT r ->> 'registration', r ->> 'name', r ->> 'status', r, $2, $2 FROM jsonb_array_elements($1::jsonb) AS r
     ON CONFLICT (tenant, registration) DO NOTHING`,
    [JSON.stringify(drafts), username],
  );
}

/**
 * A contract terminated before its term owes nothing after its end date: its planned cashflows due
 * later are cancelled (those already invoiced stay); billing bills what fell due up to that day.
 */
async function cancelCashflowsAfterEnd(ctx: AppContext, q: Queryable, contract: Rec, username: string): Promise<void> {
  if (typeof contract.endDate !== 'string' || !ctx.registry.has('Cashflow')) return;
  await q.query(
    `UPDATE ${ctx.registry.get('Cashflow').table}
        SET status = 'CANCELLED', data = jsonb_set(data, '{status}', '"CANCELLED"') || jsonb_build_object('_updateUser', $3::text), version = version + 1, updated_at = now()
      WHERE data ->> 'contractRegistration' = $1 AND status = 'PLANNED' AND coalesce(data ->> 'invoiceRegistration', '') = '' AND data ->> 'dueDate' > $2`,
    [contract.registration, contract.endDate.slice(0, 10), username],
  );
}

/**
 * Contract computation on every write (issue 13), in the write's transaction: the built-in
 * {@link computeContract} or, when the tenant has one, its `contract-computation` run script in
 * the sandbox, called with `ctx.body = {data, previous, taxes}` and answering `{data}` (the
 * contract to store); a throw refuses the write with 400 and the script's message. After the write, the
 * contract's cashflows follow its plan while the contract is not yet active. The contract's
 * business rules (engine/finance/contractRules.ts) then run on the computed record.
 */
export function contractComputationHook(ctx: AppContext, runner: () => SandboxRunner | undefined): WriteHook {
  return {
    async beforeWrite({ q, record, previous, opts }) {
      const taxes = await loadTaxes(ctx, q);
      const script = await findScript(ctx, q, CONTRACT_COMPUTATION_SCRIPT);
      const sandbox = runner();
      return script && script.enabled !== false && typeof script.content === 'string' && sandbox
        ? runTenantScript(sandbox, { username: opts.username, tenant: opts.tenant ?? '' }, script.content, { data: record, previous: previous ?? null, taxes })
        : computeContract(record, { taxes, previous, amendment: opts.amendment });
    },
    check({ record, previous, opts }) {
      const issues = contractRuleIssues(record, previous, { amendment: opts.amendment });
      if (issues.length) throw fieldErrorsToAppError(issues);
    },
    async afterWrite({ q, previous, saved, opts }) {
      if (saved.status === 'TERMINATED' && previous?.status !== 'TERMINATED') await cancelCashflowsAfterEnd(ctx, q, saved, opts.username);
      // a frozen contract's cashflows change only with an amendment's plan (its billed ones stay)
      if (FROZEN_CONTRACT_STATUSES.includes(String(saved.status)) && !opts.amendment) return;
      const taxes = await loadTaxes(ctx, q);
      // regenerated only when what the cashflows say changes (plan, payer, payee, type, taxes)
      if (previous && same(contractCashflows({ ...previous, registration: saved.registration }, taxes), contractCashflows(saved, taxes))) return;
      await regenerateCashflows(ctx, q, saved, taxes, opts.username);
    },
  };
}

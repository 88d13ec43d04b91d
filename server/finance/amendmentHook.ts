import { amendedPlan, amendedTerms } from '../../engine/finance/amendedPlan.ts';
import { FROZEN_CONTRACT_STATUSES } from '../../engine/finance/contractComputation.ts';
import type { AppContext } from '../context.ts';
import type { WriteHook } from '../entities/writeHooks.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Applying an amendment changes its contract (issue 37 item 2): when an amendment moves from
 * APPROVED to APPLIED, the rate and duration its first quotation proposes are written into the
 * contract as an amendment write (the only write that may change the terms of an approved
 * contract, engine/finance/contractRules.ts). An active contract keeps its instalments due before
 * the amendment's effective date and is re-planned from there (engine/finance/amendedPlan.ts); its
 * cashflows not yet invoiced follow the new plan. Any refusal rolls the transition back.
 */
export function amendmentApplicationHook(ctx: AppContext): WriteHook {
  return {
    async afterWrite({ q, previous, saved, opts }) {
      if (previous?.status !== 'APPROVED' || saved.status !== 'APPLIED') return;
      const key = typeof saved.contractRegistration === 'string' ? saved.contractRegistration : '';
      if (!key || !ctx.registry.has('Contract')) return;
      const info = ctx.registry.get('Contract');
      const contract = await ctx.store.get(q, info, key);
      const changes = amendedTerms(saved, contract);
      if (!Object.keys(changes).length) return;
      const effective = typeof saved.effectiveDate === 'string' && saved.effectiveDate ? saved.effectiveDate : today();
      const frozen = FROZEN_CONTRACT_STATUSES.includes(String(contract.status));
      const patch: Record<string, unknown> = frozen ? { ...changes, paymentPlan: amendedPlan(contract, changes, effective) } : { ...changes };
      await ctx.store.update(q, info, key, patch, { username: opts.username, amendment: true, tenant: opts.tenant, locale: opts.locale });
    },
  };
}

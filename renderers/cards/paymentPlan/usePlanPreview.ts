import { useEffect, useMemo, useState } from 'react';
import { computeContract, FROZEN_CONTRACT_STATUSES } from '../../../engine/finance/contractComputation.ts';
import type { PlanRow } from '../../../engine/finance/plan.ts';
import { useMoneyFormat } from '../../context/useMoneyFormat.ts';
import { useCardPage } from '../page/CardPageContext.ts';

type Rec = Record<string, unknown>;

/** Quiet time after the last keystroke before the plan is computed again. */
export const PREVIEW_DELAY_MS = 250;

const planOf = (record: Rec): PlanRow[] => (Array.isArray(record.paymentPlan) ? (record.paymentPlan as PlanRow[]) : []);

/**
 * The payment plan a card shows (issue 37 item 6): the saved record's, or, while the form holds
 * unsaved input, the plan of what is typed, computed in the browser by the same code the server
 * runs on save (engine/finance/contractComputation.ts), a moment after the last keystroke. A
 * contract whose plan is frozen (active) shows its saved plan. `preview` says the plan is not
 * saved yet; `currency` is the contract's, else the tenant's (docs/formats.md).
 */
export function usePlanPreview(record: Rec): { plan: PlanRow[]; preview: boolean; currency: string } {
  const { draft, dirty } = useCardPage();
  const { currencyOf } = useMoneyFormat();
  const [typed, setTyped] = useState<Rec | undefined>(undefined);
  useEffect(() => {
    if (!draft) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = draft.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setTyped(draft.current()), PREVIEW_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [draft]);
  const saved = planOf(record);
  const frozen = FROZEN_CONTRACT_STATUSES.includes(String(record.status));
  const computed = useMemo(() => {
    if (!dirty || !typed || frozen) return undefined;
    try {
      return planOf(computeContract(typed, { taxes: [], previous: record }));
    } catch {
      // terms the plan cannot be computed from yet: the saved plan stays
      return undefined;
    }
  }, [dirty, typed, frozen, record]);
  const source = computed && typed ? typed : record;
  // the contract's currency, else the tenant's, else the locale's
  const currency = currencyOf(source.currency);
  if (!computed) return { plan: saved, preview: false, currency };
  return { plan: computed, preview: JSON.stringify(computed) !== JSON.stringify(saved), currency };
}

import { checkTransition } from './checkTransition.ts';
import { orderTransitions } from './orderTransitions.ts';
import type { TransitionCategory, TransitionDefinition, TransitionView, WorkflowActor, WorkflowDefinition } from './types.ts';

type Rec = Record<string, unknown>;

/** `?exclude=modals,printings,documents` -> the categories left out. */
export function excludedCategories(exclude: string | undefined): TransitionCategory[] {
  const words = (exclude ?? '').split(',').map((w) => w.trim().toLowerCase());
  const map: Record<string, TransitionCategory> = { modals: 'modal', printings: 'printing', documents: 'document' };
  return words.map((w) => map[w] ?? (w as TransitionCategory)).filter((c) => ['modal', 'printing', 'document'].includes(c));
}

/** The API view of a transition. */
export function transitionView(t: TransitionDefinition, position: number): TransitionView {
  return {
    code: t.code,
    label: t.label ?? t.code,
    index: t.index ?? position,
    pullRight: t.pullRight === true,
    from: t.from,
    to: t.to,
    category: t.category,
    mandatoryFields: t.mandatoryFields ?? [],
  };
}

/**
 * The transitions every record of the selection may take (source status, profile and conditions;
 * mandatory fields are reported when a transition runs), without the excluded categories, in
 * display order. An empty selection has none.
 */
export function availableTransitions(
  definition: WorkflowDefinition,
  records: readonly Rec[],
  options: { actor?: WorkflowActor; exclude?: readonly TransitionCategory[] } = {},
): TransitionView[] {
  if (!records.length) return [];
  const views = definition.transitions
    .map((t, position) => ({ t, position }))
    .filter(({ t }) => !(t.category && options.exclude?.includes(t.category)))
    .filter(({ t }) => records.every((r) => checkTransition(definition, r, t.code, { actor: options.actor, skipMandatory: true }).ok))
    .map(({ t, position }) => transitionView(t, position));
  return orderTransitions(views);
}

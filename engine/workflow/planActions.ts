import { resolveValue, type ValueScope } from './resolveValue.ts';
import type { TransitionDefinition } from './types.ts';

type Rec = Record<string, unknown>;

/** The effects of a transition's actions, resolved against the record, ready for the server to apply. */
export interface ActionPlan {
  /** Fields set on the record (never the status: the transition sets it). */
  patch: Rec;
  creates: { entityName: string; data: Rec }[];
  notifications: { message: string; level: 'success' | 'info' | 'warning' | 'error'; username?: string; profiles?: string[] }[];
  scripts: { name: string; args: Rec }[];
  /** Generated documents to (re)make, by document type (e.g. INVOICE). */
  documents: { documentType: string }[];
  /** Server converters to run, in order (`prospectToPerson`). */
  conversions: string[];
  /** Numbers to give the record before its status changes (fields it has a value in keep it). */
  numbers: { field: string; format: string }[];
}

/** Resolves every action of a transition into an {@link ActionPlan} (pure: nothing is written). */
export function planActions(transition: TransitionDefinition, scope: Omit<ValueScope, 'transition'>): ActionPlan {
  const full: ValueScope = { ...scope, transition: transition.code };
  const plan: ActionPlan = { patch: {}, creates: [], notifications: [], scripts: [], documents: [], conversions: [], numbers: [] };
  for (const action of transition.actions ?? []) {
    if (action.type === 'setFields') {
      const values = resolveValue(action.values, full) as Rec;
      delete values.status;
      Object.assign(plan.patch, values);
    } else if (action.type === 'createRecord') {
      plan.creates.push({ entityName: action.entityName, data: resolveValue(action.data, full) as Rec });
    } else if (action.type === 'notify') {
      const message = String(resolveValue(action.message, full));
      plan.notifications.push({ message, level: action.level ?? 'info', username: action.username, profiles: action.profiles });
    } else if (action.type === 'generateDocument') {
      plan.documents.push({ documentType: action.documentType });
    } else if (action.type === 'convert') {
      plan.conversions.push(action.converter);
    } else if (action.type === 'assignNumber') {
      plan.numbers.push({ field: action.field, format: action.format });
    } else {
      plan.scripts.push({ name: action.name, args: (resolveValue(action.args ?? {}, full) as Rec) ?? {} });
    }
  }
  return plan;
}

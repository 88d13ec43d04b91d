/**
 * The workflow model of an entity (issue 9): statuses, and the transitions that move a record from
 * one status to another. A definition is tenant data: the JSON code of the Script record
 * `<entity-kebab>-workflow` (type `workflow`), parsed by {@link parseWorkflow}.
 */

/** How a status reads on a badge (seed 002 §4); `current` is added by the renderer. */
export type StatusKind = 'ongoing' | 'warning' | 'error' | 'stopped' | 'success';

export interface WorkflowStatus {
  code: string;
  label?: string;
  /** Overrides the kind derived from the transitions. */
  kind?: StatusKind;
}

export type ConditionOperator = 'eq' | 'ne' | 'in' | 'notIn' | 'exists' | 'missing' | 'gt' | 'gte' | 'lt' | 'lte' | 'matches';

/** A guard of a transition: the record field at `field` compared with `value`. */
export interface TransitionCondition {
  field: string;
  operator: ConditionOperator;
  value?: unknown;
  /** Shown when the condition fails; a default names the field and the operator. */
  message?: string;
}

/**
 * What a transition does besides changing the status. Values may be references resolved when the
 * transition runs: `$now`, `$today`, `$user`, `$transition`, `$record.<path>`.
 */
export type TransitionAction =
  | { type: 'setFields'; values: Record<string, unknown> }
  | { type: 'createRecord'; entityName: string; data: Record<string, unknown> }
  | { type: 'notify'; message: string; level?: 'success' | 'info' | 'warning' | 'error'; username?: string; profiles?: string[] }
  | { type: 'script'; name: string; args?: Record<string, unknown> }
  /**
   * Gives the record the next number of a gapless count in `field` unless it has one (an invoice's
   * legal number on validation): `format` as in engine/workflow/numbering.ts, `FA{YYYY}-{seq:6}`.
   */
  | { type: 'assignNumber'; field: string; format: string }
  /** Generates (or replaces) the record's generated document of that type, e.g. the INVOICE PDF. */
  | { type: 'generateDocument'; documentType: string }
  /**
   * Runs a server converter on the record once its status changed, e.g. `prospectToPerson`: creates
   * the person from the prospect and links both (docs/persons.md#prospect-conversion).
   */
  | { type: 'convert'; converter: string };

/** Transitions of these categories are left out by `?exclude=modals,printings,documents`. */
export type TransitionCategory = 'modal' | 'printing' | 'document';

export interface TransitionDefinition {
  code: string;
  label?: string;
  /** Display order (lower first). */
  index?: number;
  /** Shown apart, after the others (seed 002 §4: 1000 minus position). */
  pullRight?: boolean;
  /** Source statuses; `*` means any. */
  from: string[];
  to: string;
  conditions?: TransitionCondition[];
  /** Fields that must hold a value before the transition may run. */
  mandatoryFields?: string[];
  actions?: TransitionAction[];
  category?: TransitionCategory;
  /** Only users with one of these profiles (admins always) may run it. */
  profiles?: string[];
}

export interface WorkflowDefinition {
  /** The shape the definition was written in (engine/workflow/migrateWorkflow.ts); absent = 1. */
  modelVersion?: number;
  entityName: string;
  /** The status of a record that has none yet. */
  initialStatus: string;
  statuses: WorkflowStatus[];
  transitions: TransitionDefinition[];
}

/** Who runs a transition: used by profile checks and `$user`. */
export interface WorkflowActor {
  username: string;
  profiles: string[];
  isAdmin: boolean;
}

/** A transition as the API answers it. */
export interface TransitionView {
  code: string;
  label: string;
  index: number;
  pullRight: boolean;
  from: string[];
  to: string;
  category?: TransitionCategory;
  mandatoryFields: string[];
}

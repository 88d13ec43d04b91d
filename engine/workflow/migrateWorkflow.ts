/**
 * Brings a stored workflow definition written in an older shape to the current model, so that a
 * tenant's own definition keeps working unchanged in meaning after an upgrade. Pure: the server
 * (server/workflow/upgradeStoredWorkflows.ts) reads, migrates and saves.
 *
 * Model 1 (no `modelVersion`) to 2:
 * - a status given as a bare code becomes `{code}`;
 * - a transition's `from` given as one code becomes a list;
 * - a `setFields` value of a percentage field written as a whole number (`probability: 100`)
 *   becomes the stored fraction (`1`): a percentage field stores 1 for 100 %. Only whole numbers from
 *   2 to 100 are read so; a fraction (0.35) or 1 is already right.
 */
export const WORKFLOW_MODEL_VERSION = 2;

type Rec = Record<string, unknown>;

export interface WorkflowMigration {
  /** The definition in the current model (the input is not changed). */
  definition: Rec;
  /** One line per change made, empty when the definition was current. */
  changes: string[];
}

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The model a stored definition was written in. */
export const workflowModelVersion = (raw: Rec): number => (typeof raw.modelVersion === 'number' ? raw.modelVersion : 1);

function migrateStatuses(statuses: unknown, changes: string[]): unknown {
  if (!Array.isArray(statuses)) return statuses;
  return statuses.map((s) => {
    if (typeof s !== 'string') return s;
    changes.push(`status ${s}: written as {code}`);
    return { code: s };
  });
}

function migrateSetFields(values: Rec, code: string, percentageFields: ReadonlySet<string>, changes: string[]): Rec {
  const out: Rec = { ...values };
  for (const [field, value] of Object.entries(values)) {
    if (!percentageFields.has(field) || typeof value !== 'number' || !Number.isInteger(value) || value < 2 || value > 100) continue;
    out[field] = value / 100;
    changes.push(`transition ${code}: ${field} ${value} becomes ${value / 100} (a percentage is stored as a fraction)`);
  }
  return out;
}

function migrateTransition(raw: unknown, percentageFields: ReadonlySet<string>, changes: string[]): unknown {
  if (!isRec(raw)) return raw;
  const code = String(raw.code);
  const t: Rec = { ...raw };
  if (typeof raw.from === 'string') {
    t.from = [raw.from];
    changes.push(`transition ${code}: from written as a list`);
  }
  if (Array.isArray(raw.actions)) {
    t.actions = raw.actions.map((a: unknown) =>
      isRec(a) && a.type === 'setFields' && isRec(a.values) ? { ...a, values: migrateSetFields(a.values, code, percentageFields, changes) } : a,
    );
  }
  return t;
}

/**
 * Migrates `raw` to {@link WORKFLOW_MODEL_VERSION}. `percentageFields` are the fields of the
 * workflow's entity whose type is percentage. A definition already current is returned as is.
 */
export function migrateWorkflow(raw: Rec, percentageFields: ReadonlySet<string>): WorkflowMigration {
  if (workflowModelVersion(raw) >= WORKFLOW_MODEL_VERSION) return { definition: raw, changes: [] };
  const changes: string[] = [];
  const definition: Rec = { modelVersion: WORKFLOW_MODEL_VERSION, ...raw };
  definition.modelVersion = WORKFLOW_MODEL_VERSION;
  definition.statuses = migrateStatuses(raw.statuses, changes);
  if (Array.isArray(raw.transitions)) definition.transitions = raw.transitions.map((t) => migrateTransition(t, percentageFields, changes));
  changes.push(`model ${workflowModelVersion(raw)} to ${WORKFLOW_MODEL_VERSION}`);
  return { definition, changes };
}

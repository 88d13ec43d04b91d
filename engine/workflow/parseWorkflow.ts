import { isNumberFormat } from './numbering.ts';
import type { ConditionOperator, StatusKind, TransitionAction, TransitionDefinition, WorkflowDefinition, WorkflowStatus } from './types.ts';

type Rec = Record<string, unknown>;

const KINDS: readonly StatusKind[] = ['ongoing', 'warning', 'error', 'stopped', 'success'];
const OPERATORS: readonly ConditionOperator[] = ['eq', 'ne', 'in', 'notIn', 'exists', 'missing', 'gt', 'gte', 'lt', 'lte', 'matches'];
const ACTIONS = ['setFields', 'createRecord', 'notify', 'script', 'generateDocument', 'convert', 'assignNumber'];
const CATEGORIES = ['modal', 'printing', 'document'];

/** The outcome of {@link parseWorkflow}: a definition, or every problem found. */
export type ParsedWorkflow = { ok: true; definition: WorkflowDefinition } | { ok: false; problems: string[] };

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function statusOf(raw: unknown, i: number, problems: string[]): WorkflowStatus | null {
  const item = typeof raw === 'string' ? { code: raw } : raw;
  if (!isRec(item) || !isText(item.code)) return void problems.push(`statuses[${i}] needs a code`), null;
  if (item.kind !== undefined && !KINDS.includes(item.kind as StatusKind)) problems.push(`statuses[${i}].kind must be one of ${KINDS.join(', ')}`);
  return { code: item.code, label: isText(item.label) ? item.label : undefined, kind: item.kind as StatusKind | undefined };
}

function checkAction(a: unknown, where: string, problems: string[]): void {
  if (!isRec(a) || !ACTIONS.includes(String(a.type))) return void problems.push(`${where}.type must be one of ${ACTIONS.join(', ')}`);
  if (a.type === 'setFields' && (!isRec(a.values) || 'status' in a.values)) problems.push(`${where}.values must be an object without status`);
  if (a.type === 'createRecord' && (!isText(a.entityName) || !isRec(a.data))) problems.push(`${where} needs entityName and data`);
  if (a.type === 'notify' && !isText(a.message)) problems.push(`${where} needs a message`);
  if (a.type === 'script' && !isText(a.name)) problems.push(`${where} needs a script name`);
  if (a.type === 'generateDocument' && !isText(a.documentType)) problems.push(`${where} needs a documentType`);
  if (a.type === 'convert' && !isText(a.converter)) problems.push(`${where} needs a converter`);
  if (a.type === 'assignNumber' && (!isText(a.field) || a.field === 'status' || !isText(a.format) || !isNumberFormat(a.format)))
    problems.push(`${where} needs a field (not status) and a format with one {seq} or {seq:N} and only {YYYY}, {YY}, {MM} besides`);
}

function transitionOf(raw: unknown, i: number, statuses: Set<string>, problems: string[]): TransitionDefinition | null {
  const where = `transitions[${i}]`;
  if (!isRec(raw) || !isText(raw.code)) return void problems.push(`${where} needs a code`), null;
  const from = typeof raw.from === 'string' ? [raw.from] : raw.from;
  if (!Array.isArray(from) || !from.length || !from.every(isText)) problems.push(`${where} (${raw.code}).from must list source statuses`);
  if (!isText(raw.to)) problems.push(`${where} (${raw.code}).to must name the target status`);
  for (const s of [...(Array.isArray(from) ? from : []), raw.to]) {
    if (isText(s) && s !== '*' && !statuses.has(s)) problems.push(`${where} (${raw.code}) uses unknown status "${s}"`);
  }
  const conditions = Array.isArray(raw.conditions) ? raw.conditions : [];
  conditions.forEach((c, j) => {
    if (!isRec(c) || !isText(c.field) || !OPERATORS.includes(c.operator as ConditionOperator)) {
      problems.push(`${where}.conditions[${j}] needs a field and an operator (${OPERATORS.join(', ')})`);
    }
  });
  const actions = Array.isArray(raw.actions) ? raw.actions : [];
  actions.forEach((a, j) => checkAction(a, `${where}.actions[${j}]`, problems));
  if (raw.category !== undefined && !CATEGORIES.includes(String(raw.category))) problems.push(`${where}.category must be one of ${CATEGORIES.join(', ')}`);
  return {
    ...(raw as unknown as TransitionDefinition),
    from: Array.isArray(from) ? (from as string[]) : [],
    conditions: conditions as TransitionDefinition['conditions'],
    actions: actions as TransitionAction[],
    mandatoryFields: Array.isArray(raw.mandatoryFields) ? raw.mandatoryFields.filter(isText) : [],
  };
}

/**
 * Reads a workflow definition from JSON text or a parsed value, checking every part: statuses,
 * transitions (unique codes, known source and target statuses), conditions and actions.
 */
export function parseWorkflow(source: unknown): ParsedWorkflow {
  let raw: unknown = source;
  if (typeof source === 'string') {
    try {
      raw = JSON.parse(source);
    } catch (err) {
      return { ok: false, problems: [`not valid JSON: ${(err as Error).message}`] };
    }
  }
  if (!isRec(raw)) return { ok: false, problems: ['a workflow definition must be an object'] };
  const problems: string[] = [];
  if (!isText(raw.entityName)) problems.push('entityName is missing');
  const statuses = (Array.isArray(raw.statuses) ? raw.statuses : []).map((s, i) => statusOf(s, i, problems)).filter((s): s is WorkflowStatus => !!s);
  if (!statuses.length) problems.push('statuses must list at least one status');
  const codes = new Set(statuses.map((s) => s.code));
  const initialStatus = isText(raw.initialStatus) ? raw.initialStatus : statuses[0]?.code;
  if (initialStatus && !codes.has(initialStatus)) problems.push(`initialStatus "${initialStatus}" is not a status`);
  const transitions = (Array.isArray(raw.transitions) ? raw.transitions : [])
    .map((t, i) => transitionOf(t, i, codes, problems))
    .filter((t): t is TransitionDefinition => !!t);
  const seen = new Set<string>();
  for (const t of transitions) {
    if (seen.has(t.code)) problems.push(`transition code "${t.code}" is used twice`);
    seen.add(t.code);
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, definition: { entityName: String(raw.entityName), initialStatus: initialStatus ?? '', statuses, transitions } };
}

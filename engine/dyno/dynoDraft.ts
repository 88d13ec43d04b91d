import type { ColumnDefinition, DynoDescriptor } from '../../schemas/generated/meta.ts';
import { toKebab } from '../registry/naming.ts';
import type { JsonSchema } from '../registry/types.ts';
import type { WorkflowDefinition } from '../workflow/types.ts';
import { WORKFLOW_MODEL_VERSION } from '../workflow/migrateWorkflow.ts';

/** The field types the configurator offers (seed 000 §3.8), with the JSON type each stores. */
export const DYNO_FIELD_TYPES: Readonly<Record<string, string>> = {
  text: 'string',
  textarea: 'string',
  email: 'string',
  phone: 'string',
  date: 'string',
  datetime: 'string',
  select: 'string',
  color: 'string',
  integer: 'integer',
  number: 'number',
  percentage: 'number',
  currency: 'number',
  checkbox: 'boolean',
  switch: 'boolean',
};

export interface DynoDraftField {
  name: string;
  label: string;
  type: string;
  required?: boolean;
  /** Choices of a select field. */
  options?: string[];
}

export interface DynoDraftCard {
  title: string;
  fields: string[];
}

export interface DynoDraftStatus {
  code: string;
  label: string;
}

export interface DynoDraftTransition {
  code: string;
  label: string;
  from: string[];
  to: string;
}

/**
 * What the dyno configurator edits (docs/dyno-entities.md): one descriptor of the tenant's
 * `dyno-descriptors` item, its `<kebab>-workflow` and `<kebab>-layout` scripts, and which profiles
 * may read and write it (the tenant's profilesPermissions).
 */
export interface DynoDraft {
  title: string;
  name: string;
  fields: DynoDraftField[];
  /** Field names shown as list columns, after the registration, status and name. */
  columns: string[];
  /** Quick-search fields besides registration and name. */
  searchFields: string[];
  cards: DynoDraftCard[];
  statuses: DynoDraftStatus[];
  transitions: DynoDraftTransition[];
  readProfiles: string[];
  writeProfiles: string[];
}

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);

/** `Vehicle inspection` -> `dynoVehicleInspection` (a valid dyno name, empty without letters). */
export function dynoNameFromTitle(title: string): string {
  const parts = words(title).map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase());
  const joined = parts.join('').replace(/^[0-9]+/, '');
  return joined ? `dyno${joined}` : '';
}

/** `Mileage at check` -> `mileageAtCheck`: a field name from its label. */
export function fieldNameFromLabel(label: string): string {
  const parts = words(label).map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase()));
  return parts.join('').replace(/^[0-9]+/, '');
}

/** `Planned` -> `PLANNED`: a status or transition code from its label. */
export function codeFromLabel(label: string): string {
  return words(label).join('_').toUpperCase();
}

/** The scripts of a dyno entity: `dyno-vehicle-inspection-workflow`, `...-layout`. */
export function dynoScriptNames(name: string): { workflow: string; layout: string } {
  const kebab = toKebab(name);
  return { workflow: `${kebab}-workflow`, layout: `${kebab}-layout` };
}

export function emptyDraft(): DynoDraft {
  return { title: '', name: '', fields: [], columns: [], searchFields: [], cards: [], statuses: [], transitions: [], readProfiles: [], writeProfiles: [] };
}

function fieldSchema(f: DynoDraftField): JsonSchema {
  const type = DYNO_FIELD_TYPES[f.type] ?? 'string';
  const options = f.type === 'select' ? (f.options ?? []).filter(Boolean) : [];
  return {
    type: [type, 'null'],
    ...(f.type === 'date' ? { format: 'date' } : {}),
    'x-field': {
      type: f.type,
      label: f.label || f.name,
      ...(options.length ? { select: { options: options.map((o) => ({ value: o, label: o })) } } : {}),
    },
  } as JsonSchema;
}

/** The descriptor of a draft (schemas/meta/dyno-descriptor.json). */
export function draftToDescriptor(draft: DynoDraft): DynoDescriptor {
  const fields = draft.fields.filter((f) => f.name);
  const known = new Set(fields.map((f) => f.name));
  const columns: ColumnDefinition[] = [
    { name: 'registration', title: 'Registration', linkTo: `/page/${toKebab(draft.name)}/{registration}`, sortable: true },
    { name: 'status', title: 'Status', badge: true, select: `${draft.name}Status`, sortable: true },
    { name: 'name', title: 'Name', sortable: true },
    ...draft.columns.filter((c) => known.has(c)).map((c) => ({ name: c, title: fields.find((f) => f.name === c)!.label || c, sortable: true })),
  ];
  const required = fields.filter((f) => f.required).map((f) => f.name);
  return {
    name: draft.name,
    title: draft.title || draft.name,
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])),
    ...(required.length ? { required } : {}),
    searchFields: ['registration', 'name', ...draft.searchFields.filter((s) => known.has(s))],
    columns,
  } as DynoDescriptor;
}

type Rec = Record<string, unknown>;

/** The draft of a saved descriptor, with its workflow and layout cards when the tenant has them. */
export function descriptorToDraft(d: DynoDescriptor, workflow?: WorkflowDefinition | null, cards?: DynoDraftCard[]): DynoDraft {
  const fields = Object.entries((d.properties ?? {}) as Record<string, Rec>).map(([name, s]) => {
    const x = (s['x-field'] ?? {}) as Rec;
    const select = (x.select ?? {}) as { options?: { value: unknown }[] };
    return {
      name,
      label: typeof x.label === 'string' ? x.label : name,
      type: typeof x.type === 'string' ? x.type : 'text',
      ...(d.required?.includes(name) ? { required: true } : {}),
      ...(select.options ? { options: select.options.map((o) => String(o.value)) } : {}),
    };
  });
  const base = new Set(['registration', 'name', 'status']);
  return {
    title: d.title ?? d.name,
    name: d.name,
    fields,
    columns: (d.columns ?? []).map((c) => c.name).filter((n) => !base.has(n)),
    searchFields: (d.searchFields ?? []).filter((n) => !base.has(n)),
    cards: cards ?? [],
    statuses: (workflow?.statuses ?? []).map((s) => ({ code: s.code, label: s.label ?? s.code })),
    transitions: (workflow?.transitions ?? []).map((t) => ({ code: t.code, label: t.label ?? t.code, from: t.from, to: t.to })),
    readProfiles: [],
    writeProfiles: [],
  };
}

/** The workflow definition of a draft (docs/workflow.md); none without statuses. */
export function draftWorkflow(draft: DynoDraft): Rec | undefined {
  const statuses = draft.statuses.filter((s) => s.code);
  if (!statuses.length) return undefined;
  return {
    modelVersion: WORKFLOW_MODEL_VERSION,
    entityName: draft.name,
    initialStatus: statuses[0].code,
    statuses: statuses.map((s) => ({ code: s.code, label: s.label || s.code })),
    transitions: draft.transitions
      .filter((t) => t.code && t.to && t.from.length)
      .map((t, i) => ({ code: t.code, label: t.label || t.code, index: (i + 1) * 10, from: t.from, to: t.to })),
  };
}

/** The cards of a draft as a layout (docs/cards.md): the name on top, each card's fields in order. */
export function draftLayout(draft: DynoDraft): Rec | undefined {
  const cards = draft.cards.filter((c) => c.fields.length);
  if (!cards.length) return undefined;
  return {
    left: cards.map((c, i) => ({ key: `card${i + 1}`, title: c.title, collapsible: false, fields: i === 0 ? ['name', ...c.fields] : c.fields })),
    workflowPosition: draft.statuses.length ? 'top' : 'none',
  };
}

/** The layout script (type layout) answering the draft's layout; it marks the cards it was made from. */
export function draftLayoutScript(draft: DynoDraft): string | undefined {
  const layout = draftLayout(draft);
  if (!layout) return undefined;
  return `// made by the dyno configurator\nconst LAYOUT = ${JSON.stringify(layout)};\nexport function execute() {\n  return LAYOUT;\n}\n`;
}

/** The cards of a layout script the configurator wrote (other scripts are left alone: undefined). */
export function cardsOfLayoutScript(source: unknown): DynoDraftCard[] | undefined {
  if (typeof source !== 'string') return undefined;
  const m = /^const LAYOUT = (.*);$/m.exec(source);
  if (!m) return undefined;
  try {
    const layout = JSON.parse(m[1]) as { left?: { title?: string; fields?: string[] }[] };
    return (layout.left ?? []).map((c, i) => ({ title: c.title ?? '', fields: (c.fields ?? []).filter((f) => !(i === 0 && f === 'name')) }));
  } catch {
    return undefined;
  }
}

/** Problems that keep a draft from being saved, as translatable messages with their arguments. */
export function draftProblems(draft: DynoDraft, takenNames: readonly string[]): { message: string; values: Record<string, string> }[] {
  const out: { message: string; values: Record<string, string> }[] = [];
  if (!/^dyno[A-Z][A-Za-z0-9]*$/.test(draft.name)) out.push({ message: 'Give the entity a title with letters', values: {} });
  else if (takenNames.includes(draft.name)) out.push({ message: 'An entity named {{name}} already exists', values: { name: draft.name } });
  const names = draft.fields.map((f) => f.name);
  for (const f of draft.fields) {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(f.name)) out.push({ message: 'Field "{{name}}" needs a name made of letters and digits', values: { name: f.label || f.name } });
    else if (['registration', 'name', 'status'].includes(f.name) || names.filter((n) => n === f.name).length > 1)
      out.push({ message: 'Field name {{name}} is used twice', values: { name: f.name } });
  }
  const codes = draft.statuses.map((s) => s.code);
  for (const t of draft.transitions)
    if (!t.code || !codes.includes(t.to) || t.from.some((f) => !codes.includes(f)))
      out.push({ message: 'Transition "{{name}}" must go between declared statuses', values: { name: t.label || t.code } });
  return out;
}

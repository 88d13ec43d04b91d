import type { CardLayout, CardSpec, ElementSpec, FieldOptions, OtherFields, WorkflowPosition } from './types.ts';

type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const POSITIONS: WorkflowPosition[] = ['top', 'side', 'none'];

/** An element as a script writes it (`{type: 'kpi', label, value}`) -> {@link ElementSpec}. */
export function normalizeElement(raw: unknown): ElementSpec {
  if (!isRec(raw)) return { type: 'error', props: { message: `Invalid element ${JSON.stringify(raw)}` } };
  const { type, title, props, ...rest } = raw;
  return { type: text(type) ?? 'error', title: text(title), props: { ...(isRec(props) ? props : {}), ...rest } };
}

/** A `{type: 'form', fields: [...]}` element names fields of the page's own form (strings or `{name, readOnly, hidden}`). */
const isFieldsForm = (e: unknown): e is { fields: unknown[] } => isRec(e) && e.type === 'form' && Array.isArray(e.fields);

function fieldEntries(raw: Rec): { name: string; options: FieldOptions }[] {
  const forms = (Array.isArray(raw.elements) ? raw.elements : []).filter(isFieldsForm);
  const listed = [...(Array.isArray(raw.fields) ? raw.fields : []), ...forms.flatMap((f) => f.fields)];
  const entries = listed.flatMap((f) => {
    if (typeof f === 'string') return [{ name: f, options: {} }];
    if (isRec(f) && text(f.name)) return [{ name: String(f.name), options: { readOnly: f.readOnly === true || undefined, hidden: f.hidden === true || undefined } }];
    return [];
  });
  if (!entries.length && text(raw.path) && !String(raw.path).includes('.')) entries.push({ name: String(raw.path), options: {} });
  if (raw.readOnly === true) for (const e of entries) e.options = { ...e.options, readOnly: true };
  return entries;
}

/** A card as a script writes it -> {@link CardSpec}; `type` is accepted for `kind`; unknown keys become props. */
export function normalizeCard(raw: unknown, position: number, side: string): CardSpec {
  const r = isRec(raw) ? raw : { kind: 'Unknown', props: { value: raw } };
  const { kind, type, title, key, collapsible, collapsed, link, action, fields: _f, elements, props, ...rest } = r;
  const k = text(kind) ?? text(type) ?? 'Content';
  const act = isRec(action) && text(action.label) && text(action.href) ? { label: String(action.label), href: String(action.href) } : undefined;
  return {
    key: text(key) ?? `${side}-${position}-${k}`,
    kind: k,
    title: text(title) ?? k,
    collapsible: collapsible !== false,
    collapsed: collapsed === true,
    link: text(link),
    action: act,
    fields: fieldEntries(r).map((e) => e.name),
    elements: (Array.isArray(elements) ? elements : []).filter((e) => !isFieldsForm(e)).map(normalizeElement),
    props: { ...(isRec(props) ? props : {}), ...rest },
  };
}

/**
 * The output of a layout script -> {@link CardLayout}. Accepts `{left, right, workflowPosition}`,
 * `{cards}` (all in the left column), `{elements}` (one card holding them) or a bare list of
 * cards. Cards marked `hidden` are left out; a layout that places its own Workflow card gets no
 * extra one. Fields no card names are not drawn (`otherFields: 'main'` puts them in the first
 * card that names fields); `detailed` (boolean) says the layout has a detailed view and is in it. Anything else is one `error` card.
 */
export function normalizeLayout(output: unknown): CardLayout {
  const value = Array.isArray(output) ? { left: output } : output;
  if (!isRec(value)) {
    const error = normalizeCard({ kind: 'Content', title: 'Layout', elements: [{ type: 'error', message: 'The layout script returned no layout' }] }, 0, 'left');
    return { left: [error], right: [], workflowPosition: 'top', fieldOptions: {} };
  }
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((c) => !(isRec(c) && c.hidden === true)) : []);
  const loose = list(value.elements).length ? [{ kind: 'Content', title: 'Elements', elements: value.elements }] : [];
  const leftRaw = [...list(value.left), ...list(value.cards), ...loose];
  const rightRaw = list(value.right);
  const fieldOptions: Record<string, FieldOptions> = {};
  for (const c of [...leftRaw, ...rightRaw]) if (isRec(c)) for (const e of fieldEntries(c)) if (e.options.readOnly || e.options.hidden) fieldOptions[e.name] = e.options;
  const left = leftRaw.map((c, i) => normalizeCard(c, i, 'left'));
  const right = rightRaw.map((c, i) => normalizeCard(c, i, 'right'));
  const ownWorkflow = [...left, ...right].some((c) => c.kind === 'Workflow');
  const position = POSITIONS.find((p) => p === value.workflowPosition) ?? (ownWorkflow ? 'none' : 'top');
  // a script's layout draws the fields it names, no more, unless it asks for the rest in its first card
  const otherFields: OtherFields = value.otherFields === 'main' ? 'main' : 'none';
  const detailed = typeof value.detailed === 'boolean' ? value.detailed : undefined;
  return { left, right, workflowPosition: position, fieldOptions, otherFields, ...(detailed === undefined ? {} : { detailed }) };
}

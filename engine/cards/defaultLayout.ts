import { toLabel } from '../registry/naming.ts';
import type { EntityInfo, JsonSchema } from '../registry/types.ts';
import { normalizeCard } from './normalizeLayout.ts';
import type { Relation } from './relatedEntities.ts';
import type { CardLayout, CardSpec } from './types.ts';

const SYSTEM = new Set(['_id', '_version', '_insertDate', '_updateDate', '_insertUser', '_updateUser']);
/** Related entities drawn by a dedicated card; the others get a SubEntities card. */
const RELATED_CARDS: Record<string, string> = { Invoice: 'Invoices', Asset: 'Assets', Maintenance: 'Maintenances', Communication: 'Communications' };

const types = (s: JsonSchema) => ([] as string[]).concat(s.type ?? []);
const isGroup = (s: JsonSchema) => types(s).includes('object') || types(s).includes('array');
/** A group's card title: its label, its title, else its property name in words (`auto` -> `Auto`), never the bare name. */
const label = (name: string, s: JsonSchema) => String((s['x-field'] as { label?: string } | undefined)?.label ?? s.title ?? toLabel(name));
const shown = (name: string, s: JsonSchema) => !SYSTEM.has(name) && !(s['x-field'] as { hidden?: boolean } | undefined)?.hidden;

/**
 * The layout of an entity without a layout script, derived from its (bundled) schema: a main form
 * card with the scalar fields (titled General: the page's header names the record), one collapsible card per object or list group (persons in a Persons
 * card), one card per related entity (collapsed); on the side, for a saved record, Documents,
 * Notes, Tasks and History. The workflow card sits on top when the entity has a status (dyno
 * entities too: /api/dyno/{name} has the transition routes). Dyno entities get no Documents card:
 * the server has document routes only for the built-in entities.
 */
export function defaultLayout(info: EntityInfo, schema: JsonSchema, options: { hasId: boolean; related?: Relation[] }): CardLayout {
  const props = Object.entries(schema.properties ?? {}).filter(([name, s]) => shown(name, s));
  const scalars = props.filter(([, s]) => !isGroup(s)).map(([name]) => name);
  const card = (raw: Record<string, unknown>, i: number, side = 'left'): CardSpec => normalizeCard(raw, i, side);
  const left: CardSpec[] = [card({ key: 'main', kind: 'Content', title: 'General', collapsible: false, fields: scalars }, 0)];
  for (const [name, s] of props.filter(([, p]) => isGroup(p) && !p.readOnly)) {
    const kind = name === 'persons' ? 'Persons' : 'Content';
    left.push(card({ key: `group-${name}`, kind, title: label(name, s), fields: [name] }, left.length));
  }
  for (const [name, s] of props.filter(([, p]) => isGroup(p) && p.readOnly && types(p).includes('array'))) {
    left.push(card({ key: `group-${name}`, kind: 'Content', title: label(name, s), fields: [name], collapsed: true }, left.length));
  }
  const right: CardSpec[] = [];
  if (options.hasId) {
    for (const r of options.related ?? []) {
      const kind = RELATED_CARDS[r.entityName] ?? 'SubEntities';
      left.push(card({ key: `related-${r.entityName}`, kind, title: r.title, collapsed: true, entityName: r.entityName, field: r.field }, left.length));
    }
    if (!info.dyno) right.push(card({ key: 'documents', kind: 'Documents', title: 'Documents' }, right.length, 'right'));
    right.push(card({ key: 'notes', kind: 'Notes', title: 'Notes' }, right.length, 'right'));
    right.push(card({ key: 'tasks', kind: 'Tasks', title: 'Tasks', collapsed: true }, right.length, 'right'));
    right.push(card({ key: 'history', kind: 'History', title: 'History', collapsed: true }, right.length, 'right'));
  }
  return { left, right, workflowPosition: schema.properties?.status ? 'top' : 'none', fieldOptions: {} };
}

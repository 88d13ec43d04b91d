import cardMeta from '../../schemas/meta/card.json';
import elementMeta from '../../schemas/meta/element.json';
import layoutMeta from '../../schemas/meta/layout.json';
import type { CardDefinition, ElementDefinition, LayoutDefinition } from '../../schemas/generated/meta.ts';

export type { CardDefinition, ElementDefinition, LayoutDefinition };

/** Where a layout model is wrong: the JSON path of the offending object and the object itself. */
export interface LayoutProblem {
  path: string;
  value: unknown;
  reason: string;
}

type Rec = Record<string, unknown>;

const keysOf = (schema: { properties: object }) => new Set(Object.keys(schema.properties));
const LAYOUT_KEYS = keysOf(layoutMeta);
const CARD_KEYS = keysOf(cardMeta);
const ELEMENT_KEYS = keysOf(elementMeta);
const FIELD_KEYS = new Set(Object.keys(elementMeta.definitions.fieldRef.oneOf[1].properties ?? {}));
const CARD_TYPES = new Set<string>(cardMeta.definitions.cardType.enum);
const ELEMENT_TYPES = new Set<string>(elementMeta.definitions.elementType.enum);

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function unknownKey(value: Rec, allowed: Set<string>): string | undefined {
  return Object.keys(value).find((k) => !allowed.has(k));
}

function checkField(field: unknown, path: string): LayoutProblem | undefined {
  if (typeof field === 'string' && field) return undefined;
  if (!isObject(field) || typeof field.name !== 'string') return { path, value: field, reason: 'a field is a name or {name, ...}' };
  const extra = unknownKey(field, FIELD_KEYS);
  return extra ? { path, value: field, reason: `unknown property '${extra}'` } : undefined;
}

function checkElement(element: unknown, path: string): LayoutProblem | undefined {
  if (!isObject(element)) return { path, value: element, reason: 'an element is an object' };
  if (!ELEMENT_TYPES.has(String(element.type))) return { path, value: element, reason: `unknown element type '${String(element.type)}'` };
  const extra = unknownKey(element, ELEMENT_KEYS);
  if (extra) return { path, value: element, reason: `unknown property '${extra}'` };
  if (element.fields === undefined) return undefined;
  if (!Array.isArray(element.fields)) return { path: `${path}.fields`, value: element.fields, reason: 'fields is an array' };
  for (const [i, f] of element.fields.entries()) {
    const problem = checkField(f, `${path}.fields[${i}]`);
    if (problem) return problem;
  }
  return undefined;
}

function checkCard(card: unknown, path: string): LayoutProblem | undefined {
  if (!isObject(card)) return { path, value: card, reason: 'a card is an object' };
  if (card.type !== undefined && !CARD_TYPES.has(String(card.type))) return { path, value: card, reason: `unknown card type '${String(card.type)}'` };
  const extra = unknownKey(card, CARD_KEYS);
  if (extra) return { path, value: card, reason: `unknown property '${extra}'` };
  if (card.elements === undefined) return undefined;
  if (!Array.isArray(card.elements)) return { path: `${path}.elements`, value: card.elements, reason: 'elements is an array' };
  for (const [i, e] of card.elements.entries()) {
    const problem = checkElement(e, `${path}.elements[${i}]`);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Checks what a layout script returned against schemas/meta/layout.json (cards of
 * schemas/meta/card.json holding elements of schemas/meta/element.json): the first problem, or
 * undefined for a valid {@link LayoutDefinition}. Callers report it as
 * "Invalid object $ in 'layout' script".
 */
export function findLayoutProblem(model: unknown): LayoutProblem | undefined {
  if (!isObject(model)) return { path: '(result)', value: model, reason: 'a layout is an object' };
  const extra = unknownKey(model, LAYOUT_KEYS);
  if (extra) return { path: '(result)', value: model, reason: `unknown property '${extra}'` };
  if (!Array.isArray(model.left)) return { path: 'left', value: model.left ?? null, reason: 'left is an array of cards' };
  for (const column of ['left', 'right'] as const) {
    const cards = model[column];
    if (cards === undefined) continue;
    if (!Array.isArray(cards)) return { path: column, value: cards, reason: `${column} is an array of cards` };
    for (const [i, card] of cards.entries()) {
      const problem = checkCard(card, `${column}[${i}]`);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** The model as a {@link LayoutDefinition} when it is one. */
export function isLayoutModel(model: unknown): model is LayoutDefinition {
  return findLayoutProblem(model) === undefined;
}

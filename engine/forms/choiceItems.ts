type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The property that holds the chosen code when a multi-select stores objects rather than codes
 * (a person's roles, seed 001 §3: `[{role: 'CLIENT', startDate}]`): the first required property of
 * the item schema, else the first text property of a stored item. Undefined for a list of codes.
 */
export function choiceKeyOf(items: unknown, value: unknown): string | undefined {
  if (isRec(items) && Array.isArray(items.required) && typeof items.required[0] === 'string' && (items.type === 'object' || isRec(items.properties))) return items.required[0];
  const first = Array.isArray(value) ? value.find(isRec) : undefined;
  return first ? Object.keys(first).find((k) => typeof first[k] === 'string') : undefined;
}

/** The codes a select shows for a stored list: an object item gives its `key` property; a string role stays itself. */
export function choiceCodes(value: unknown, key: string | undefined): unknown[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => (key && isRec(v) ? v[key] : v)).filter((v) => v !== undefined && v !== null && v !== '');
}

/**
 * The stored list for the codes chosen: the object already held for a code is kept as it is (its
 * dates and other properties), a new code becomes `{[key]: code}`.
 */
export function choiceItems(codes: unknown[], previous: unknown, key: string): Rec[] {
  const held = new Map<unknown, Rec>();
  for (const v of Array.isArray(previous) ? previous : []) {
    if (isRec(v) && !held.has(v[key])) held.set(v[key], v);
  }
  return codes.map((code) => held.get(code) ?? { [key]: code });
}

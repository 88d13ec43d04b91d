/** What the /scripts page edits: tenant scripts (the Script entity) or lookup lists (the List entity). */
export type ConfigItemKind = 'script' | 'list';

/** The entity behind each kind of configuration item. */
export const ENTITY_OF: Record<ConfigItemKind, 'Script' | 'List'> = { script: 'Script', list: 'List' };

/** The `selectedSettingType` query parameter of /scripts (seed 000 §2.1); anything else means scripts. */
export function kindOf(value: string | null): ConfigItemKind {
  return value === 'list' ? 'list' : 'script';
}

/** The editable text of an item: a script's source, a list's items as JSON. */
export function editableText(kind: ConfigItemKind, record: Record<string, unknown>): string {
  if (kind === 'list') return JSON.stringify(record.items ?? [], null, 2);
  const code = record.content ?? record.code;
  return typeof code === 'string' ? code : '';
}

/**
 * The body that saves an edited text, or an error message: a list's text must be a JSON array.
 * `_version` makes a stale save a 409 instead of overwriting somebody else's change.
 */
export function saveBody(kind: ConfigItemKind, text: string, version: unknown): { body: Record<string, unknown> } | { error: string } {
  if (kind === 'script') return { body: { content: text, _version: version } };
  try {
    const items: unknown = JSON.parse(text);
    if (!Array.isArray(items)) return { error: 'The items of a list must be a JSON array' };
    return { body: { items, _version: version } };
  } catch (err) {
    return { error: `The items are not valid JSON: ${(err as Error).message}` };
  }
}

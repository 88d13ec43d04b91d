/** The lookup list of an entity's statuses (its `status` field's select list, e.g. contractStatus), if it names one. */
export function statusListOf(schema: unknown): string | undefined {
  const list = (schema as { properties?: { status?: { 'x-field'?: { select?: { list?: unknown } } } } } | undefined)?.properties?.status?.['x-field']?.select?.list;
  return typeof list === 'string' && !list.startsWith('/') ? list : undefined;
}

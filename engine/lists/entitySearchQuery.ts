import type { FieldQuery } from '../../schemas/generated/meta.ts';

/**
 * The list query of a typeahead on another entity (seed 002 §2.9): the typed text as `search`, the
 * preset roles as a filter on `roles.role` (CLIENT, PARTNER...; `-SALES` excludes, sent as `!SALES`),
 * the person type (`O` for organizations) and any fixed filter values.
 */
export function entitySearchQuery(query: FieldQuery, text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query.filter ?? {})) out[k] = String(v);
  const roles = query.roles ?? [];
  const wanted = roles.filter((r) => !r.startsWith('-'));
  const excluded = roles.filter((r) => r.startsWith('-')).map((r) => r.slice(1));
  if (wanted.length) out['roles.role'] = wanted.join(',');
  else if (excluded.length === 1) out['roles.role'] = `!${excluded[0]}`;
  if (query.type) out.type = query.type;
  if (query.include?.length) out.include = query.include.join(',');
  if (text.trim()) out.search = text.trim();
  return out;
}

/** Include rules a column needs: the organization's name is joined only when it is shown. */
const COLUMN_INCLUDES: readonly { prefix: string; include: string }[] = [{ prefix: 'organization.', include: 'organizationName' }];

/**
 * The `include` of a list query: the definition's own rules, plus those its visible columns need
 * (an `organization.name` column asks for `organizationName`, seed 002 §3.11 default columns).
 */
export function listIncludes(own: readonly string[] = [], visibleColumns: readonly { name: string }[] = []): string[] {
  const out = [...own];
  for (const { prefix, include } of COLUMN_INCLUDES) {
    if (!out.includes(include) && visibleColumns.some((c) => c.name.startsWith(prefix))) out.push(include);
  }
  return out;
}

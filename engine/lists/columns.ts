/** A column of a list (seed 001 §3 "Table column definition"), the subset the table reads. */
export interface ListColumn {
  name: string;
  title?: string;
  type?: string;
  badge?: boolean;
  linkTo?: string;
  hidden?: boolean;
  sortable?: boolean;
  width?: number;
  currency?: string;
}

/** Default columns of seed 001 §3: registration, organization.name (hidden), status (badge), name. */
export const DEFAULT_COLUMNS: ListColumn[] = [
  { name: 'registration', title: 'Registration', sortable: true },
  { name: 'organization.name', title: 'Organization', hidden: true },
  { name: 'status', title: 'Status', badge: true, sortable: true },
  { name: 'name', title: 'Name', sortable: true },
];

/** Reads a dotted path of a record (`organization.name`, `persons.0.name`). */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Fills `{field}` placeholders of a link pattern from a record: `/invoice/{registration}`. */
export function fillLink(pattern: string, record: Record<string, unknown>): string | undefined {
  let missing = false;
  const out = pattern.replace(/\{([^}]+)\}/g, (_, path: string) => {
    const v = valueAt(record, path);
    if (v === undefined || v === null || v === '') missing = true;
    return encodeURIComponent(String(v ?? ''));
  });
  return missing ? undefined : out;
}

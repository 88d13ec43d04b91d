/** One condition of a list query, parsed from a URL query parameter. */
export type Condition =
  | { field: string; op: 'eq' | 'ne'; value: string }
  | { field: string; op: 'in'; values: string[] }
  | { field: string; op: 'regex'; pattern: string; anchored: boolean }
  | { field: string; op: 'range'; from?: string; to?: string }
  | { field: string; op: 'null' | 'notnull' };

/** A parsed list query (seed 002 §7): paging, free text, filters, sort, projection, include. */
export interface ListQuery {
  offset: number;
  size: number;
  search?: string;
  conditions: Condition[];
  sort: { field: string; desc: boolean }[];
  /** Fields to keep (all when empty) and fields to drop, e.g. `-_id,registration`. */
  projection?: { include: string[]; exclude: string[] };
  include: string[];
  breakdown?: string;
}

/** One condition of a list query, parsed from a URL query parameter. */
export type Condition =
  | { field: string; op: 'eq' | 'ne'; value: string }
  | { field: string; op: 'in' | 'nin'; values: string[] }
  /**
   * `/text/i`: `literal` is the unescaped text when the pattern has no regular-expression syntax
   * (matched with ILIKE, trigram-indexed); otherwise `pattern` is a real regular expression.
   */
  | { field: string; op: 'regex'; pattern: string; anchored: boolean; literal?: string }
  | { field: string; op: 'range'; from?: string; to?: string }
  | { field: string; op: 'null' | 'notnull' };

/** How the total of a list is counted: capped at the tenant's exact-count limit (default), exactly, or not at all. */
export type CountMode = 'capped' | 'exact' | 'none';

/** A parsed list query (seed 002 §7): paging, free text, filters, sort, projection, include. */
export interface ListQuery {
  offset: number;
  size: number;
  search?: string;
  conditions: Condition[];
  sort: { field: string; desc: boolean }[];
  /** Fields to keep (all when empty) and fields to drop, e.g. `-_id,registration`; dotted paths allowed. */
  projection?: { include: string[]; exclude: string[] };
  include: string[];
  breakdown?: string;
  count: CountMode;
  /** Keyset paging: rows after this registration in the registration order. */
  after?: string;
}

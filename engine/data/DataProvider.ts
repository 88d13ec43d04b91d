/** One page of a list: the records and what the paging headers said. */
export interface ListPage<T = Record<string, unknown>> {
  records: T[];
  offset: number;
  size: number;
  continues: boolean;
  /** Total matching rows; `totalIsLowerBound` when the server capped the count ("100000+", the tenant's exact-count limit). */
  total?: number;
  totalIsLowerBound?: boolean;
  /** With a lower bound: the server's estimate of the total (`pagination-total-estimate`), shown as "about N". */
  totalEstimate?: number;
}

export interface GetListParams {
  entityName: string;
  offset: number;
  size: number;
  /** Filters, search, sort... as URL query values (the list query language of docs/rest-api.md). */
  query?: Record<string, string | undefined>;
}

/**
 * The one door between screens and the server (STYLE rule 5). Renderers call it through context;
 * the app provides the REST implementation, tests may provide an in-memory one.
 */
export interface DataProvider {
  getList(params: GetListParams): Promise<ListPage>;
  getOne(params: { entityName: string; key: string }): Promise<Record<string, unknown>>;
  create(params: { entityName: string; data: Record<string, unknown> }): Promise<Record<string, unknown>>;
  update(params: { entityName: string; key: string; data: Record<string, unknown> }): Promise<Record<string, unknown>>;
  delete(params: { entityName: string; key: string }): Promise<void>;
  /** Any other call (scripts, transitions...): method, path under the origin, optional body. */
  custom<T = unknown>(params: { method: string; path: string; body?: unknown }): Promise<T>;
}

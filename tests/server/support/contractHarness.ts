import { afterAll, beforeAll } from 'vitest';
import { parseListQuery } from '../../../engine/query/parseListQuery.ts';
import type { ListQuery } from '../../../engine/query/types.ts';
import type { EntityInfo } from '../../../engine/registry/types.ts';
import type { Queryable } from '../../../server/db/Database.ts';
import type { FieldResolver } from '../../../server/entities/listSql.ts';
import type { TestDatabase } from './testDatabases.ts';
import { startTestServer, type TestServer } from './testServer.ts';

/** A test server and what the list-query suites need of its Contract entity. */
export interface ContractHarness {
  server: TestServer;
  info: EntityInfo;
  field: FieldResolver;
  /** Runs `fn` in a transaction of the tenant "test". */
  tenant<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** A list query from its URL search (`status=DRAFT&sort=name`), fields checked against Contract. */
  parse(search: string): ListQuery;
}

/**
 * Starts a test server on `db` before the suite's tests (then `seed` runs in the tenant "test"'s
 * transaction) and closes it after them. The harness's members are set once `beforeAll` ran.
 */
export function contractHarness(db: TestDatabase, options: { seed?: (q: Queryable) => Promise<void>; timeout?: number } = {}): ContractHarness {
  const h = {
    tenant: <T>(fn: (q: Queryable) => Promise<T>) => h.server.app.tabula.db.withTenant('test', fn),
    parse: (search: string) => parseListQuery(Object.fromEntries(new URLSearchParams(search)), (name) => !!h.server.app.tabula.store.field(h.info, name)),
  } as ContractHarness;
  beforeAll(async () => {
    h.server = await startTestServer(db);
    h.info = h.server.app.tabula.registry.get('Contract');
    h.field = (name) => h.server.app.tabula.store.field(h.info, name)!;
    if (options.seed) await h.tenant(options.seed);
  }, options.timeout ?? 120_000);
  afterAll(() => h.server?.close());
  return h;
}

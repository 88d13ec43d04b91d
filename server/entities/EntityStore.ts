import { AppError } from '../../engine/errors/AppError.ts';
import { resolveField, type FieldPath } from '../../engine/query/resolveField.ts';
import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';
import { readInterfaceOptions } from '../auth/interfaceOptions.ts';
import type { Queryable } from '../db/Database.ts';
import { TenantSnapshots } from '../db/tenantSnapshots.ts';
import { CountCache } from './countCache.ts';
import { findRecordJson, findRow } from './findRow.ts';
import type { HistoryWriter } from './history.ts';
import { planIncludes, resolveIncludes } from './includes.ts';
import { breakdownRecords, COUNT_CAP, countRecords, listRecords, type Count, type ListResult } from './listRecords.ts';
import type { SqlProjection } from './recordJson.ts';
import { toRecord } from './records.ts';
import type { EntityValidators } from './validators.ts';
import { WriteHooks } from './writeHooks.ts';
import { createRecord, removeRecord, updateRecord, type WriteDeps, type WriteOptions } from './writeRecords.ts';

export { COUNT_CAP, type ListResult } from './listRecords.ts';
export type { WriteOptions } from './writeRecords.ts';

type Rec = Record<string, unknown>;

/** How long a tenant's exact-count limit is trusted (a save on another instance applies within it). */
export const COUNT_LIMIT_TTL_MS = 5_000;

export interface EntityStoreDeps {
  validators: EntityValidators;
  deref: (s: JsonSchema) => JsonSchema;
  history: HistoryWriter;
  registry: EntityRegistry;
}

/**
 * Generic storage of every entity collection: the same code serves all ~90 entities, driven by
 * their definitions. Every method runs inside the caller's tenant transaction, so row-level
 * security scopes every statement, and a failed write leaves nothing behind.
 */
export class EntityStore {
  private readonly writes: WriteDeps;
  private readonly registry: EntityRegistry;
  /** Resolves the $ref of a schema to the shared shapes (field checks read through it). */
  readonly deref: (s: JsonSchema) => JsonSchema;
  /** Costly counts of lists and the page cursors of keyset paging, reused for a few seconds (one per database). */
  private readonly counts = new CountCache();
  /**
   * Each tenant's exact-count limit (tenant-config `options.exactCountLimit`, default COUNT_CAP):
   * read in the request's transaction at most once every {@link COUNT_LIMIT_TTL_MS} per tenant, and
   * at once after a save of the item on this instance ({@link EntityStore.forgetTenantSettings}).
   */
  private readonly countLimits = new TenantSnapshots((q) => readInterfaceOptions(q).then((o) => o.exactCountLimit), COUNT_LIMIT_TTL_MS);
  /** Business rules run on every write of their entity (one registry: {@link WriteHooks}). */
  readonly hooks = new WriteHooks();

  constructor(deps: EntityStoreDeps) {
    this.registry = deps.registry;
    this.deref = deps.deref;
    const counterTable = deps.registry.has('Counter') ? deps.registry.get('Counter').table : undefined;
    this.writes = { validators: deps.validators, deref: deps.deref, history: deps.history, counterTable, hooks: this.hooks };
  }

  /** How a (dotted) field of the entity is stored, or undefined for a name the schema lacks. */
  field(info: EntityInfo, name: string): FieldPath | undefined {
    return resolveField(info.schema, name, this.deref);
  }

  private resolver(info: EntityInfo) {
    return (name: string): FieldPath => {
      const f = this.field(info, name);
      if (!f) throw new AppError('INVALID_FIELD_IN_QUERY', [name, 'unknown field']);
      return f;
    };
  }

  /** One page of a list query, with its includes resolved. */
  async list(q: Queryable, info: EntityInfo, query: ListQuery): Promise<ListResult> {
    const plan = planIncludes(this.registry, query.include);
    const result = await listRecords(q, info, query, this.resolver(info), this.counts, undefined, await this.countLimit(q, query));
    await resolveIncludes(q, this.registry, info, result.records, plan);
    return result;
  }

  /**
   * One page of a list query as the JSON array text the database builds (`result.json`), the
   * projection applied there: for a list answered as it is read (no includes, see the route).
   */
  async listJson(q: Queryable, info: EntityInfo, query: ListQuery, projection: SqlProjection): Promise<ListResult> {
    return listRecords(q, info, query, this.resolver(info), this.counts, projection, await this.countLimit(q, query));
  }

  /** One record as the JSON text the database builds, the projection applied there, and its version. */
  async getJson(q: Queryable, info: EntityInfo, key: string, projection: SqlProjection): Promise<{ body: string; version: number }> {
    return findRecordJson(q, info, key, projection);
  }

  async count(q: Queryable, info: EntityInfo, query: ListQuery, exact = false): Promise<Count> {
    return countRecords(q, info, query, this.resolver(info), exact, this.counts, exact ? COUNT_CAP : await this.countLimit(q, query));
  }

  /**
   * The rows up to which the transaction's tenant counts a list exactly (COUNT_CAP outside a
   * tenant transaction); not read for a query that counts nothing or counts exactly anyway.
   */
  async countLimit(q: Queryable, query?: Pick<ListQuery, 'count'>): Promise<number> {
    if (query && query.count !== 'capped') return COUNT_CAP;
    return (await this.countLimits.get(q)) ?? COUNT_CAP;
  }

  /** Forgets what the store read of a tenant's configuration (its tenant-config item was saved). */
  forgetTenantSettings(tenant: string | undefined): void {
    this.countLimits.forget(tenant);
  }

  /** Counts per value of `name` over the rows of the query (`breakdown=status`). */
  async breakdown(q: Queryable, info: EntityInfo, query: ListQuery, name: string) {
    return breakdownRecords(q, info, query, this.resolver(info), name);
  }

  /** One record by registration, id or key field, with the includes asked for. */
  async get(q: Queryable, info: EntityInfo, key: string, include: string[] = []): Promise<Rec> {
    const plan = planIncludes(this.registry, include);
    const record = toRecord(await findRow(q, info, key));
    await resolveIncludes(q, this.registry, info, [record], plan);
    return record;
  }

  async create(q: Queryable, info: EntityInfo, body: Rec, opts: WriteOptions): Promise<Rec> {
    return this.writing(info, () => createRecord(this.writes, q, info, body, opts));
  }

  async update(q: Queryable, info: EntityInfo, key: string, body: Rec, opts: WriteOptions): Promise<Rec> {
    return this.writing(info, () => updateRecord(this.writes, q, info, key, body, opts));
  }

  async remove(q: Queryable, info: EntityInfo, key: string, opts: WriteOptions): Promise<void> {
    return this.writing(info, () => removeRecord(this.writes, q, info, key, opts));
  }

  /**
   * Every write of the store goes through here: once it is done, the remembered counts and page
   * cursors of its table are forgotten (the one place that does it for create, update and remove).
   */
  private async writing<T>(info: EntityInfo, write: () => Promise<T>): Promise<T> {
    const result = await write();
    this.counts.forgetTable(info.table);
    return result;
  }
}

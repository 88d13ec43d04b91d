import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import type { WriteOptions } from './writeOptions.ts';

type Rec = Record<string, unknown>;

/** What a hook sees of a write: the transaction, the entity, the stored record before (updates) and the record about to be saved. */
export interface WriteHookContext {
  q: Queryable;
  info: EntityInfo;
  previous?: Rec;
  record: Rec;
  opts: WriteOptions;
}

/**
 * Business logic that runs on every write of an entity, inside the write's transaction:
 * `beforeWrite` answers the record to validate and store (derived fields, computed plans);
 * `check` refuses a validated record that breaks a rule across fields or versions;
 * `afterWrite` sees the saved record (with its registration) and may write related records;
 * `afterRemove` sees the deleted one.
 * A throw refuses the write and rolls the transaction back.
 */
export interface WriteHook {
  beforeWrite?(ctx: WriteHookContext): Promise<Rec> | Rec;
  /** The business rules on the record as it will be stored (after the schema and field rules): a throw refuses the write. */
  check?(ctx: WriteHookContext): Promise<void> | void;
  afterWrite?(ctx: WriteHookContext & { saved: Rec }): Promise<void> | void;
  /** Before a delete, in its transaction: a throw keeps the record. */
  beforeRemove?(ctx: Omit<WriteHookContext, 'record'> & { previous: Rec }): Promise<void> | void;
  /** After a delete, in its transaction: `previous` is the deleted record (credit lines drop a deleted contract...). */
  afterRemove?(ctx: Omit<WriteHookContext, 'record'> & { previous: Rec }): Promise<void> | void;
}

/** The one registry of write hooks, by entity name (one extension point for the server's business rules). */
export class WriteHooks {
  private readonly byEntity = new Map<string, WriteHook[]>();
  /** Hooks of every entity, those registered at run time (dyno entities) included, but the exempt ones. */
  private readonly everywhere: { hook: WriteHook; exempt: ReadonlySet<string> }[] = [];

  register(entityName: string, hook: WriteHook): void {
    this.byEntity.set(entityName, [...(this.byEntity.get(entityName) ?? []), hook]);
  }

  /** A hook of every entity but `exempt` (run before the entity's own hooks). */
  registerEverywhere(hook: WriteHook, exempt: ReadonlySet<string> = new Set()): void {
    this.everywhere.push({ hook, exempt });
  }

  has(entityName: string): boolean {
    return this.byEntity.has(entityName) || this.everywhere.some((e) => !e.exempt.has(entityName));
  }

  /** The hooks of an entity: those of every entity first (tenant scripts see the record as sent), then its own. */
  private hooksOf(entityName: string): WriteHook[] {
    const general = this.everywhere.filter((e) => !e.exempt.has(entityName)).map((e) => e.hook);
    return [...general, ...(this.byEntity.get(entityName) ?? [])];
  }

  async before(ctx: WriteHookContext): Promise<Rec> {
    let record = ctx.record;
    for (const hook of this.hooksOf(ctx.info.name)) if (hook.beforeWrite) record = await hook.beforeWrite({ ...ctx, record });
    return record;
  }

  async check(ctx: WriteHookContext): Promise<void> {
    for (const hook of this.hooksOf(ctx.info.name)) await hook.check?.(ctx);
  }

  async after(ctx: WriteHookContext & { saved: Rec }): Promise<void> {
    for (const hook of this.hooksOf(ctx.info.name)) await hook.afterWrite?.(ctx);
  }

  async beforeRemove(ctx: Omit<WriteHookContext, 'record'> & { previous: Rec }): Promise<void> {
    for (const hook of this.hooksOf(ctx.info.name)) await hook.beforeRemove?.(ctx);
  }

  async afterRemove(ctx: Omit<WriteHookContext, 'record'> & { previous: Rec }): Promise<void> {
    for (const hook of this.hooksOf(ctx.info.name)) await hook.afterRemove?.(ctx);
  }
}

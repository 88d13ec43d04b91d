import { AppError } from '../../engine/errors/AppError.ts';
import { toKebab } from '../../engine/registry/naming.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { TenantScriptCache } from './tenantScriptCache.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import { ScriptError, type JsonObject, type SandboxRunner } from './runInSandbox.ts';
import { writeScriptLogs } from './scriptLogs.ts';

type Rec = Record<string, unknown>;

/** The extension script of an entity: `{entity in kebab case}-extension` (Note: `note-extension`). */
export function extensionScriptName(entityName: string): string {
  return `${toKebab(entityName)}-extension`;
}

type ExtensionEvent = 'beforeCreate' | 'beforeUpdate' | 'beforeDelete' | 'afterCreate' | 'afterUpdate' | 'afterDelete';

const plain = (value: unknown): JsonObject => JSON.parse(JSON.stringify(value ?? {})) as JsonObject;

/**
 * Extension scripts in the business flows (seed 000 §1, issue 18 item 2): the tenant's
 * `{entity}-extension` script runs on every write of its entity, inside the write's transaction,
 * before (it may patch the record) and after (it may still refuse) create, update and delete. A
 * script answering `errors` refuses the write with 400 EXTENSION_REFUSED and its messages; a script
 * that fails refuses it too (400 EXTENSION_FAILED) and is logged in the script logs. Nothing of a
 * refused write is stored.
 */
export function extensionScriptHooks(ctx: AppContext, runnerOf: () => SandboxRunner | undefined): { hook: WriteHook; forget: (tenant: string | undefined) => void } {
  const scripts = new TenantScriptCache(ctx, 'extension');

  const run = async (q: Queryable, entity: string, event: ExtensionEvent, data: Rec, previous: Rec | undefined, username: string): Promise<Rec> => {
    const name = extensionScriptName(entity);
    const code = await scripts.source(q, name);
    const runner = runnerOf();
    if (!code || !runner || !q.tenant) return {};
    const tenant = q.tenant;
    const started = performance.now();
    let result: { data?: Rec; errors?: { path: string; message: string }[] };
    try {
      result = (await runner.run({
        tenant,
        kind: 'extension',
        name,
        code,
        ctx: plain({ entity, event, data, previous: previous ?? null, user: { username, tenant } }),
      })) as typeof result;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // logged outside the refused transaction (it is rolled back); PGlite runs it once this one ends
      void writeScriptLogs(ctx, { tenant, requestId: crypto.randomUUID(), scriptName: name, username, durationMs: performance.now() - started, lines: [{ level: 'error', output: message }] }).catch(() => undefined);
      if (err instanceof ScriptError) throw new AppError('EXTENSION_FAILED', [name, message]);
      throw err;
    }
    const errors = result?.errors ?? [];
    if (errors.length) throw new AppError('EXTENSION_REFUSED', [errors.map((e) => e.message).join('; ')], errors);
    return result?.data ?? {};
  };

  const hook: WriteHook = {
    async beforeWrite({ q, info, previous, record, opts }) {
      const patch = await run(q, info.name, previous ? 'beforeUpdate' : 'beforeCreate', record, previous, opts.username);
      // the script computes fields; it cannot rename the record nor move its status
      const { registration: _r, status: _s, ...allowed } = patch;
      return Object.keys(allowed).length ? { ...record, ...allowed } : record;
    },
    async afterWrite({ q, info, previous, saved, opts }) {
      await run(q, info.name, previous ? 'afterUpdate' : 'afterCreate', saved, previous, opts.username);
    },
    async beforeRemove({ q, info, previous, opts }) {
      await run(q, info.name, 'beforeDelete', previous, previous, opts.username);
    },
    async afterRemove({ q, info, previous, opts }) {
      await run(q, info.name, 'afterDelete', previous, previous, opts.username);
    },
  };
  // a saved or deleted script applies to the next write of this instance
  // `forget`: a saved or deleted script applies to the next write of this instance
  return { hook, forget: (tenant) => scripts.forget(tenant) };
}

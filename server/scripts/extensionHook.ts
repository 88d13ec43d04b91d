import { AppError } from '../../engine/errors/AppError.ts';
import { toKebab } from '../../engine/registry/naming.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import { ScriptError, type JsonObject, type SandboxRunner } from './runInSandbox.ts';
import { writeScriptLogs } from './scriptLogs.ts';

type Rec = Record<string, unknown>;

/** The extension script of an entity: `{entity in kebab case}-extension` (Note: `note-extension`). */
export function extensionScriptName(entityName: string): string {
  return `${toKebab(entityName)}-extension`;
}

/** How long a tenant's list of extension scripts is trusted: another instance's save applies within it. */
const CACHE_MS = 1000;

interface TenantScripts {
  at: number;
  /** Script name -> source, enabled scripts of type `extension` only. */
  byName: Map<string, string>;
}

/**
 * The tenant's extension scripts, read in the write's own transaction (no second connection: PGlite
 * has one) at most once a second, and at once after a script is saved on this instance.
 */
class ExtensionScripts {
  private readonly byTenant = new Map<string, TenantScripts>();

  constructor(private readonly ctx: AppContext) {}

  forget(tenant: string | undefined): void {
    if (tenant) this.byTenant.delete(tenant);
    else this.byTenant.clear();
  }

  async source(q: Queryable, name: string): Promise<string | undefined> {
    const tenant = q.tenant;
    if (!tenant || !this.ctx.registry.has('Script')) return undefined;
    let cached = this.byTenant.get(tenant);
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      // scripts are named by `name` (their registration is a generated key)
      const { rows } = await q.query<{ name: string | null; content: string | null; enabled: boolean | null }>(
        `SELECT name, data ->> 'content' AS content, (data ->> 'enabled')::boolean AS enabled
           FROM ${this.ctx.registry.get('Script').table} WHERE data ->> 'type' = 'extension'`,
      );
      cached = { at: Date.now(), byName: new Map(rows.filter((r) => r.name && r.enabled !== false && r.content).map((r) => [String(r.name), String(r.content)])) };
      this.byTenant.set(tenant, cached);
    }
    return cached.byName.get(name);
  }
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
export function extensionScriptHooks(ctx: AppContext, runnerOf: () => SandboxRunner | undefined): { hook: WriteHook; scriptHook: WriteHook } {
  const scripts = new ExtensionScripts(ctx);

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
  const forget = ({ q }: { q: Queryable }) => scripts.forget(q.tenant);
  const scriptHook: WriteHook = { afterWrite: forget, afterRemove: forget };
  return { hook, scriptHook };
}

import { checkFormats, formatCheckedFields as schemaCheckedFields, type CheckedField } from '../../engine/scripts/formatChecks.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import type { JsonObject, SandboxRunner } from './runInSandbox.ts';
import { TenantScriptCache } from './tenantScriptCache.ts';

/** The fields of an entity that name a format-check script (top-level properties). */
export function formatCheckedFields(info: EntityInfo): CheckedField[] {
  return schemaCheckedFields(info.schema);
}

/**
 * Format-check scripts run automatically (seed 000 §1, issue 18 item 2): on every create or update,
 * each field whose `x-field.formatCheck` names a script of the tenant is checked by it when it has a
 * value that is new or changed. An invalid value refuses the write with 400 INVALID_FIELD_VALUE and
 * the script's message on the field; a failing script refuses it too. A field naming a script the
 * tenant does not have is not checked (the form's other rules still apply). The browser runs the
 * same checks before sending (engine/scripts/formatChecks.ts); this one is the authority.
 */
export function formatCheckHook(ctx: AppContext, runnerOf: () => SandboxRunner | undefined): { hook: WriteHook; forget: (tenant: string | undefined) => void } {
  const scripts = new TenantScriptCache(ctx, 'format-check');
  const fieldsByEntity = new WeakMap<EntityInfo, CheckedField[]>();
  const fieldsOf = (info: EntityInfo) => {
    let found = fieldsByEntity.get(info);
    if (!found) fieldsByEntity.set(info, (found = formatCheckedFields(info)));
    return found;
  };

  const hook: WriteHook = {
    async beforeWrite({ q, info, previous, record, opts }) {
      const fields = fieldsOf(info);
      const runner = runnerOf();
      const tenant = q.tenant;
      if (!fields.length || !runner || !tenant) return record;
      const refused = await checkFormats({
        fields,
        entity: info.name,
        record,
        previous,
        locale: opts.locale ?? 'en',
        run: async (script, input) => {
          const code = await scripts.source(q, script);
          if (!code) return undefined;
          return (await runner.run({ tenant, kind: 'format-check', name: script, code, ctx: input as JsonObject })) as { valid?: boolean; message?: string };
        },
      });
      if (refused) throw refused;
      return record;
    },
  };
  // `forget`: a saved or deleted script applies to the next write of this instance
  return { hook, forget: (tenant) => scripts.forget(tenant) };
}

import type { FieldError } from '../../engine/errors/AppError.ts';
import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import { ScriptError, type JsonObject, type SandboxRunner } from './runInSandbox.ts';
import { TenantScriptCache } from './tenantScriptCache.ts';

type Rec = Record<string, unknown>;

/** A field whose `x-field.formatCheck` names a format-check script. */
interface CheckedField {
  name: string;
  label: string;
  script: string;
}

/** The fields of an entity that name a format-check script (top-level properties). */
export function formatCheckedFields(info: EntityInfo): CheckedField[] {
  const out: CheckedField[] = [];
  for (const [name, prop] of Object.entries(info.schema.properties ?? {})) {
    const field = (prop as { 'x-field'?: { formatCheck?: unknown; label?: unknown } })['x-field'];
    if (typeof field?.formatCheck === 'string' && field.formatCheck.trim()) {
      out.push({ name, label: typeof field.label === 'string' ? field.label : name, script: field.formatCheck.trim() });
    }
  }
  return out;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Format-check scripts run automatically (seed 000 §1, issue 18 item 2): on every create or update,
 * each field whose `x-field.formatCheck` names a script of the tenant is checked by it when it has a
 * value that is new or changed. An invalid value refuses the write with 400 INVALID_FIELD_VALUE and
 * the script's message on the field; a failing script refuses it too. A field naming a script the
 * tenant does not have is not checked (the form's other rules still apply).
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
      if (!fields.length || !runner || !q.tenant) return record;
      const errors: FieldError[] = [];
      for (const field of fields) {
        const value = record[field.name];
        if (isEmpty(value) || (previous && JSON.stringify(previous[field.name]) === JSON.stringify(value))) continue;
        const code = await scripts.source(q, field.script);
        if (!code) continue;
        let verdict: { valid?: boolean; message?: string };
        try {
          const input = JSON.parse(JSON.stringify({ value, field: field.name, entity: info.name, data: record as Rec, locale: opts.locale ?? 'en' })) as JsonObject;
          verdict = (await runner.run({ tenant: q.tenant, kind: 'format-check', name: field.script, code, ctx: input })) as typeof verdict;
        } catch (err) {
          if (err instanceof ScriptError) throw new AppError('INVALID_FIELD_VALUE', [field.label, err.message], [{ path: field.name, message: err.message, code: 'INVALID_FIELD_VALUE' }]);
          throw err;
        }
        if (verdict?.valid === false) errors.push({ path: field.name, message: verdict.message || 'Invalid format', code: 'INVALID_FIELD_VALUE' });
      }
      if (errors.length) {
        const first = fields.find((f) => f.name === errors[0].path);
        throw new AppError('INVALID_FIELD_VALUE', [first?.label ?? errors[0].path, errors[0].message], errors);
      }
      return record;
    },
  };
  // `forget`: a saved or deleted script applies to the next write of this instance
  return { hook, forget: (tenant) => scripts.forget(tenant) };
}

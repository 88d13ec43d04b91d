import type { AppContext } from '../context.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import { writeAudit, changedFields, type AuditAction } from './audits.ts';
import { writeSystemLog } from './systemLog.ts';

type Rec = Record<string, unknown>;

/** The entities whose every write is an administrator's action, audited (issue 18). */
export const AUDITED_ENTITIES = ['User', 'Script', 'List'] as const;

/** Configuration entities: each change also leaves a SystemLog line ("Script X saved by Y (version n)"). */
const CONFIGURATION = new Set(['Script', 'List']);

/** The server's own writes (seeding, check-config, last sign-in date) are not administrators' actions. */
const SERVER = 'system';

const registrationOf = (r: Rec) => String(r.registration ?? r.name ?? r._id ?? '');

/**
 * One Audit record per write of an audited entity, inside the write's transaction: who, which
 * record, the action and the changed field names. A write by the server itself is left out, except
 * a user's lock (the sign-in locking an account after failed attempts). For scripts and lists, a
 * SystemLog line as well.
 */
export function auditHook(ctx: AppContext): WriteHook {
  return {
    async afterWrite({ q, info, previous, saved, opts }) {
      const fields = changedFields(previous, saved);
      if (opts.username === SERVER && !(info.name === 'User' && fields.includes('isLocked'))) return;
      if (previous && !fields.length) return;
      const action: AuditAction = !previous ? 'CREATE' : opts.workflow ? 'TRANSITION' : 'UPDATE';
      const registration = registrationOf(saved);
      await writeAudit(ctx, q, { username: opts.username, entityName: info.name, entityRegistration: registration, action, fields });
      if (!CONFIGURATION.has(info.name)) return;
      const label = String(saved.name ?? registration);
      await writeSystemLog(ctx, q, {
        name: `${info.name} saved`,
        level: 'info',
        source: 'configuration',
        message: `${info.name} ${label} saved by ${opts.username} (version ${String(saved._version ?? 1)})`,
        username: opts.username,
        details: { entityName: info.name, registration, type: saved.type ?? null, action, fields },
      });
    },
    async afterRemove({ q, info, previous, opts }) {
      if (opts.username === SERVER) return;
      const registration = registrationOf(previous);
      await writeAudit(ctx, q, { username: opts.username, entityName: info.name, entityRegistration: registration, action: 'DELETE' });
      if (!CONFIGURATION.has(info.name)) return;
      await writeSystemLog(ctx, q, {
        name: `${info.name} deleted`,
        level: 'info',
        source: 'configuration',
        message: `${info.name} ${String(previous.name ?? registration)} deleted by ${opts.username}`,
        username: opts.username,
        details: { entityName: info.name, registration, type: previous.type ?? null, action: 'DELETE' },
      });
    },
  };
}

/** Registers the audit hook on every audited entity the registry holds. */
export function registerAuditHooks(ctx: AppContext): void {
  const hook = auditHook(ctx);
  for (const name of AUDITED_ENTITIES) if (ctx.registry.has(name)) ctx.store.hooks.register(name, hook);
}

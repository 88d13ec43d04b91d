import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { currentRequest } from './requestContext.ts';
import { homeTenantOf, personOf } from './recordedUser.ts';

type Rec = Record<string, unknown>;

/** CREATE, UPDATE, DELETE, TRANSITION, or a named action (PASSWORD, PERMISSIONS): the auditAction list. */
export type AuditAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'TRANSITION' | 'PASSWORD' | 'PERMISSIONS';

export interface AuditEntry {
  username: string;
  /** The entity of the record; null for a configuration item kept outside the entities (profilesPermissions). */
  entityName: string | null;
  entityRegistration: string;
  action: AuditAction;
  /** Names of the changed fields only: never their values (a secret, a script's content). */
  fields?: string[];
}

const PAST: Record<AuditAction, string> = {
  CREATE: 'created',
  UPDATE: 'updated',
  DELETE: 'deleted',
  TRANSITION: 'moved to a new status',
  PASSWORD: 'password set',
  PERMISSIONS: 'permissions changed',
};

/** Fields that never appear in an audit, even by name: secrets and what the server keeps to itself. */
const SECRET = /password|secret|token|hash|otp|totp/i;

/** The names of the fields that differ between two versions of a record (system fields `_x` left out). */
export function changedFields(before: Rec | undefined, after: Rec | undefined): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys]
    .filter((k) => !k.startsWith('_') && !SECRET.test(k))
    .filter((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after?.[k] ?? null))
    .sort();
}

/** Writes one Audit record with `q`: inside the action's transaction, it commits or rolls back with it. */
export async function writeAudit(ctx: AppContext, q: Queryable, e: AuditEntry): Promise<void> {
  if (!ctx.registry.has('Audit')) return;
  const record = {
    name: `${e.entityName ?? 'Configuration'} ${e.entityRegistration} ${PAST[e.action]}`.slice(0, 300),
    status: 'RECORDED',
    date: new Date().toISOString(),
    username: personOf(e.username),
    entityName: e.entityName,
    entityRegistration: e.entityRegistration,
    action: e.action,
    changes: (e.fields ?? []).filter((f) => !SECRET.test(f)).map((path) => ({ path })),
    requestId: currentRequest()?.requestId ?? null,
  };
  await ctx.store.create(q, ctx.registry.get('Audit'), record, { username: 'system', tenant: homeTenantOf(e.username) });
}

import { AppError } from '../../engine/errors/AppError.ts';
import type { ActionPlan } from '../../engine/workflow/planActions.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { sendNotification } from '../notifications/notificationStore.ts';
import { DOCUMENT_GENERATORS } from '../storage/documentGenerators.ts';
import { generateDocument } from '../storage/generatedDocuments.ts';
import { fallbackTenantProfile, type TenantProfile } from '../storage/tenantProfile.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { CONVERTERS } from './converters.ts';

type Rec = Record<string, unknown>;

/**
 * Runs a workflow `script` action within the transition's transaction (`q`). The server passes the
 * sandbox one (sandboxWorkflowScripts.ts); without one, such an action fails with
 * UNAVAILABLE_SOFTWARE and the whole transition is rolled back.
 */
export type WorkflowScriptRunner = (request: { q: Queryable; tenant: string; name: string; args: Rec; record: Rec; username: string }) => Promise<void>;

export interface EffectContext {
  ctx: AppContext;
  q: Queryable;
  tenant: string;
  username: string;
  record: Rec;
  scripts?: WorkflowScriptRunner;
  /** The entity of the record (needed by `generateDocument` actions). */
  info?: EntityInfo;
  /** The tenant's label, locale and currency for generated documents, loaded before the transaction. */
  tenantProfile?: TenantProfile;
}

/**
 * Applies what a transition does after its status change: conversions (a prospect made a person),
 * created records, notifications, scripts, generated documents. Answers the record as it ends.
 */
export async function applyEffects(plan: ActionPlan, e: EffectContext): Promise<Rec> {
  for (const name of plan.conversions ?? []) {
    const converter = CONVERTERS[name];
    if (!converter || !e.info) throw new AppError('UNAVAILABLE_SOFTWARE', [`converter "${name}"`]);
    e.record = await converter({ ctx: e.ctx, q: e.q, info: e.info, record: e.record, username: e.username, tenant: e.tenant });
  }
  for (const create of plan.creates) {
    await e.ctx.store.create(e.q, e.ctx.registry.get(create.entityName), create.data, { username: e.username });
  }
  for (const n of plan.notifications) {
    const targets = n.profiles?.length ? n.profiles.map((profile) => ({ profile })) : [{ username: n.username }];
    for (const target of targets) await sendNotification(e.q, { message: n.message, level: n.level, ...target }, e.username);
  }
  for (const script of plan.scripts) {
    if (!e.scripts) throw new AppError('UNAVAILABLE_SOFTWARE', [`script sandbox (workflow script "${script.name}")`]);
    await e.scripts({ q: e.q, tenant: e.tenant, name: script.name, args: script.args, record: e.record, username: e.username });
  }
  for (const doc of plan.documents) {
    if (!e.info) throw new AppError('UNAVAILABLE_SOFTWARE', [`${doc.documentType} document generator`]);
    const request = { ctx: e.ctx, q: e.q, info: e.info, record: e.record, username: e.username, profile: e.tenantProfile ?? fallbackTenantProfile(e.tenant) };
    await generateDocument(DOCUMENT_GENERATORS, request, doc.documentType);
  }
  return e.record;
}

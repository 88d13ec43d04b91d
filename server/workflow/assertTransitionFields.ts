import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import { checkFields } from '../entities/fieldChecks.ts';
import { fieldLabel } from './refusalError.ts';

/**
 * The field errors a plain save skips (fields marked transitionOnly, seed 000 §4.1) block every
 * transition: `400 TRANSITION_FIELD_ERRORS` with one error per field, the record unchanged.
 */
export function assertTransitionFields(ctx: AppContext, info: EntityInfo, record: Record<string, unknown>, code: string, tenant: string): void {
  const { errors } = checkFields(info.schema, record, ctx.store.deref, { tenant });
  const pending = errors.filter((e) => e.transition);
  if (!pending.length) return;
  const labels = [...new Set(pending.map((e) => fieldLabel(info, e.path)))];
  throw new AppError('TRANSITION_FIELD_ERRORS', [code, labels.join(', ')], pending.map((e) => ({ path: e.path, message: e.message, code: e.code })));
}

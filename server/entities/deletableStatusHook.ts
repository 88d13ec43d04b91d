import { AppError } from '../../engine/errors/AppError.ts';
import { deletableStatusesOf } from '../../engine/registry/deletableStatuses.ts';
import type { WriteHook } from './writeHooks.ts';

/**
 * A client deletes a record only in one of its entity's deletable statuses (an invoice or an
 * agreement still in DRAFT): once its workflow has moved it on, it is part of the business
 * history and the delete is refused with 409 RECORD_NOT_DELETABLE (the record stays).
 * The server's own deletes are not concerned.
 */
export const deletableStatusHook: WriteHook = {
  beforeRemove({ info, previous, opts }) {
    const statuses = deletableStatusesOf(info);
    if (!opts.fromClient || !statuses) return;
    const status = typeof previous.status === 'string' ? previous.status : '';
    if (!statuses.includes(status)) throw new AppError('RECORD_NOT_DELETABLE', [info.name, String(previous.registration ?? ''), status || '-']);
  },
};

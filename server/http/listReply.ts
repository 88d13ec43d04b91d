import type { FastifyReply } from 'fastify';
import type { ListQuery } from '../../engine/query/types.ts';
import type { ListResult } from '../entities/listRecords.ts';

/** Headers the browser may read on a cross-origin list answer. */
export const PAGINATION_HEADERS = ['pagination-limit', 'pagination-offset', 'pagination-size', 'pagination-continues', 'pagination-total', 'pagination-total-estimate'];

/**
 * The paging headers of a list answer (seed 002 §7): offset and size asked, limit = records
 * returned, whether more follow, and the total (`100000+` when only a lower bound is known: the tenant's exact-count limit). With a
 * lower bound, `pagination-total-estimate` gives the planner's estimate of the total (the UI shows
 * "about N"), when it has one above the cap.
 */
export function setPaginationHeaders(reply: FastifyReply, query: ListQuery, result: ListResult): void {
  reply.header('pagination-offset', String(query.after === undefined ? query.offset : 0));
  reply.header('pagination-limit', String(result.json?.length ?? result.records.length));
  reply.header('pagination-size', String(query.size));
  reply.header('pagination-continues', String(result.continues));
  if (result.total !== undefined) reply.header('pagination-total', `${result.total}${result.totalIsLowerBound ? '+' : ''}`);
  if (result.total !== undefined && result.totalIsLowerBound && result.totalEstimate !== undefined) reply.header('pagination-total-estimate', String(result.totalEstimate));
}

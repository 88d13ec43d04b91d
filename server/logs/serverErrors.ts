import type { FastifyRequest } from 'fastify';
import type { AppError } from '../../engine/errors/AppError.ts';
import type { AppContext } from '../context.ts';
import { recordSystemLog } from './systemLog.ts';

/** Faults where the database cannot take one more write: logging one would only wait and fail. */
const UNWRITABLE = new Set(['DATABASE_UNAVAILABLE', 'STORAGE_FULL']);

/** The thrown error's own words, without its stack, trimmed: enough to find the fault, no dump. */
function causeOf(err: unknown): string | null {
  if (!(err instanceof Error)) return null;
  return `${err.name}: ${err.message}`.slice(0, 500);
}

/**
 * Writes the SystemLog line of a 5xx answer, in the request's tenant (master when nobody is signed
 * in), in its own transaction (the failed one is already rolled back): level error, the request id,
 * method, URL without its query (tokens travel there), status, catalogued code and message.
 * Never throws and never fails the answer.
 */
export async function recordServerError(ctx: AppContext, request: FastifyRequest, appErr: AppError, err: unknown): Promise<void> {
  if (appErr.status < 500 || UNWRITABLE.has(appErr.code)) return;
  const session = request.session;
  const url = request.url.split('?')[0].slice(0, 500);
  const requestId = String(request.id);
  await recordSystemLog(ctx, session?.tenant ?? 'master', {
    name: `${appErr.status} ${appErr.code}`,
    level: 'error',
    source: 'http',
    message: `${request.method} ${url} answered ${appErr.status} ${appErr.code}: ${appErr.message}`,
    username: session?.username ?? null,
    requestId,
    details: { method: request.method, url, status: appErr.status, code: appErr.code, cause: causeOf(err) },
  });
}

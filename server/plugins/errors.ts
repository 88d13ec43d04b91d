import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';

interface PgError {
  code?: string;
  message?: string;
}

/** Maps any thrown error to a catalogued one; unexpected errors become 500 INTERNAL_ERROR, logged. */
export function toAppError(err: unknown, requestId: string): AppError {
  if (err instanceof AppError) return err;
  const e = err as FastifyError & PgError;
  if (e.validation) {
    const where = e.validationContext === 'querystring' ? 'QUERY' : e.validationContext === 'params' ? 'PATH' : 'BODY';
    const first = e.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || String(first?.params?.missingProperty ?? '');
    return where === 'BODY'
      ? new AppError('INVALID_FIELD_IN_BODY', [field || '(body)', first?.message ?? 'invalid'])
      : where === 'QUERY'
        ? new AppError('INVALID_FIELD_IN_QUERY', [field, first?.message ?? 'invalid'])
        : new AppError('INVALID_FIELD_IN_PATH', [field]);
  }
  switch (e.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('MISSING_BODY_PAYLOAD');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('INVALID_JSON_FIELD', [e.message]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('INVALID_FIELD_IN_HEADERS', ['content-type']);
    case '23505':
      return new AppError('VALUE_ALREADY_EXISTS', ['(value)', 'a unique field']);
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return new AppError('INVALID_FIELD_VALUE', ['(query)', e.message ?? 'invalid value']);
  }
  if (err instanceof SyntaxError || (e.statusCode === 400 && /JSON/i.test(e.message ?? ''))) {
    return new AppError('INVALID_JSON_FIELD', [e.message]);
  }
  return new AppError('INTERNAL_ERROR', [requestId]);
}

/** One error format for every answer: `{status, code, message, errors?}` (seed 000 §8.1). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const appErr = toAppError(err, request.id);
    if (appErr.status >= 500) request.log.error({ err }, 'request failed');
    return reply.status(appErr.status).type('application/json').send(appErr.toBody());
  });
}

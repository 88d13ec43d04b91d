import type { FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';

/** The JSON object a write carries: no body, or anything but an object, is a catalogued 400. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') throw new AppError('MISSING_BODY_PAYLOAD');
  if (Array.isArray(body)) throw new AppError('INVALID_FIELD_IN_BODY', ['(body)', 'must be an object, not an array']);
  if (typeof body !== 'object') throw new AppError('INVALID_FIELD_IN_BODY', ['(body)', 'must be a JSON object']);
  return body as Record<string, unknown>;
}

/**
 * The version a write is based on: the If-Match header (`"3"`, `W/"3"` or `3`) or `_version` in
 * the body; undefined when neither is given (the write is then unconditional).
 */
export function expectedVersion(request: FastifyRequest, body?: Record<string, unknown>): number | undefined {
  const header = request.headers['if-match'];
  const raw = (Array.isArray(header) ? header[0] : header) ?? body?._version;
  if (raw === undefined || raw === null || raw === '' || raw === '*') return undefined;
  const text = String(raw).replace(/^W\//, '').replace(/"/g, '').trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n)) {
    throw new AppError(header === undefined ? 'INVALID_INTEGER_FIELD' : 'INVALID_FIELD_IN_HEADERS', [header === undefined ? '_version' : 'if-match']);
  }
  return n;
}

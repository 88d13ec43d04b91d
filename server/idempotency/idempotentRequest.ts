import type { FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';

/** The request header naming a write's idempotency key. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The answer header of a replayed answer. */
export const REPLAYED_HEADER = 'Idempotency-Replayed';

/** Longest key: a UUID (36) leaves room for a client's own prefixes. */
export const MAX_KEY_LENGTH = 200;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Write routes whose answer is a credential (sign-in steps, a single-use ticket, a session in
 * another context, a provider's token): a replay would hand out a spent or stale one, and keeping it
 * in the database would store a secret. They ignore the header, as do requests without a session
 * (the public routes: there is no tenant to keep a key in).
 */
const CREDENTIAL_PATHS = ['/api/core/auth/', '/api/core/oidc/', '/api/core/saml/', '/api/core/tickets', '/api/core/user-switch-context'];

/** Whether a call (`/api/...` path, with or without query) is a write whose `Idempotency-Key` counts. */
export function isKeyedCall(method: string, url: string): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase()) || !url.startsWith('/api/')) return false;
  return !CREDENTIAL_PATHS.some((p) => url.startsWith(p));
}

/** Whether the request is a write whose `Idempotency-Key` counts (docs/scaling.md#idempotent-writes). */
export function isKeyedWrite(request: FastifyRequest): boolean {
  return !request.is404 && isKeyedCall(request.method, request.url);
}

/**
 * The request's idempotency key, or undefined without the header. A key is 1 to
 * {@link MAX_KEY_LENGTH} printable ASCII characters, sent once; anything else is 400
 * INVALID_FIELD_IN_HEADERS.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length < 1 || value.length > MAX_KEY_LENGTH || !/^[\x20-\x7e]+$/.test(value))
    throw new AppError('INVALID_FIELD_IN_HEADERS', ['Idempotency-Key']);
  return value;
}

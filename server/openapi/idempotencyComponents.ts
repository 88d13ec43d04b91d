import { isKeyedCall, MAX_KEY_LENGTH, REPLAYED_HEADER } from '../idempotency/idempotentRequest.ts';

type Json = Record<string, unknown>;

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** The `Idempotency-Key` request header of the write operations (docs/scaling.md#idempotent-writes). */
export const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: MAX_KEY_LENGTH, pattern: '^[\\x20-\\x7e]+$' },
  description:
    'A key the client makes for this write (a UUID), sent again with its retries: a write whose key is known is not run again, its first answer is replayed (header Idempotency-Replayed: true). Kept 24 hours, per tenant. Invalid: 400 INVALID_FIELD_IN_HEADERS; used for another method, URL or user: 422 IDEMPOTENCY_KEY_REUSED.',
};

/** The header of a replayed answer. */
export const REPLAYED_HEADER_COMPONENT = { description: 'true: this is the answer of an earlier request with the same Idempotency-Key', schema: { type: 'string', enum: ['true'] } };

/** The 422 of a key used for another request. */
export const KEY_REUSED_RESPONSE = {
  description: 'The Idempotency-Key was used for another method, URL or user (IDEMPOTENCY_KEY_REUSED)',
  content: { 'application/json': { schema: ref('schemas', 'Error') } },
};

/** Adds the `Idempotency-Key` header, the replay header and the 422 to every keyed write operation of `paths`. */
export function withIdempotencyKeys(paths: Record<string, Json>): void {
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item) as [string, Json][]) {
      if (!isKeyedCall(method, path) || (Array.isArray(operation.security) && operation.security.length === 0)) continue;
      operation.parameters = [...((operation.parameters as unknown[]) ?? []), ref('parameters', 'IdempotencyKey')];
      // a copy: a route's declared fragment (config.openapi) may be a shared constant
      const responses: Record<string, Json> = { ...(operation.responses as Record<string, Json>) };
      operation.responses = responses;
      responses['422'] ??= ref('responses', 'IdempotencyKeyReused');
      // new objects: an answer may be shared with other operations (a collection's record answer)
      for (const [code, answer] of Object.entries(responses)) {
        if (code.startsWith('2') && !answer.$ref) responses[code] = { ...answer, headers: { ...(answer.headers as Json), [REPLAYED_HEADER]: ref('headers', REPLAYED_HEADER) } };
      }
    }
  }
}

import type { ErrorCode } from './catalogue.ts';

/**
 * What an argument of a catalogued message holds, for a client that words the message in its
 * user's language (engine/errors/displayError.ts):
 * - `field`: a field, as its label (an English key, `Start date`) or its path (`persons.0.role`),
 *   shown by its translated label;
 * - `entity`: an entity name (`CreditLine`), a translation key too;
 * - `text`: an English sentence, itself a translation key (a validation message, a rule's refusal);
 * - `fields`: field labels joined with commas, each translated;
 * - `detail`: a library's or a remote system's wording (an OIDC or SAML library, a JSON or XML
 *   parser, a catalogue's server): kept in the English `message` for API clients and logs, never
 *   shown, the sentence ending before it;
 * - anything not listed is a value (a registration, a number, a code), shown as it is.
 */
export type ArgKind = 'field' | 'entity' | 'text' | 'fields' | 'detail' | 'value';

export const ARG_KINDS: Partial<Record<ErrorCode, readonly ArgKind[]>> = {
  ENTITY_REGISTRATION_NOT_FOUND: ['entity', 'value'],
  INVALID_ARRAY_FIELD: ['field'],
  INVALID_DATE_FIELD: ['field'],
  INVALID_FIELD_VALUE: ['field', 'text'],
  INVALID_FIELD_IN_QUERY: ['value', 'text'],
  INVALID_FIELD_IN_BODY: ['field', 'text'],
  INVALID_JSON_FIELD: ['detail'],
  INVALID_XML: ['detail'],
  INVALID_INTEGER_FIELD: ['field'],
  INVALID_NON_EMPTY_STRING_FIELD: ['field'],
  INVALID_NON_EMPTY_OBJECT_FIELD: ['field'],
  INVALID_NUMBER_FIELD: ['field'],
  INVALID_POSITIVE_NUMBER_FIELD: ['field'],
  INVALID_STRING_FIELD: ['field'],
  INVALID_REQUEST: ['text'],
  MISSING_FIELD_IN_BODY: ['field'],
  VALUE_ALREADY_EXISTS: ['value', 'field'],
  STALE_VERSION: ['entity', 'value', 'value', 'value'],
  IMMUTABLE_ENTITY: ['entity'],
  TRANSITION_NOT_FOUND: ['value', 'entity'],
  TRANSITION_NOT_ALLOWED: ['value', 'value', 'entity', 'value'],
  TRANSITION_CONDITION_FAILED: ['value', 'entity', 'value', 'text'],
  TRANSITION_FIELD_ERRORS: ['value', 'fields'],
  TRANSITION_MANDATORY_FIELDS: ['value', 'fields'],
  DOCUMENT_NOT_FOUND: ['value', 'entity', 'value'],
  EXTENSION_REFUSED: ['text'],
  WEAK_PASSWORD: ['text'],
  SSO_LOGIN_FAILED: ['detail'],
  SAML_RESPONSE_INVALID: ['detail'],
  SAML_ASSERTION_REFUSED: ['detail'],
  CATALOG_UNAVAILABLE: ['value', 'detail'],
};

/**
 * Texts the server fills catalogued messages with in place of a library's wording (PostgreSQL,
 * Fastify, JSON.parse, the multipart reader): each is a translation key of the shipped locales.
 */
export const SERVER_TEXTS = {
  notJson: 'the body is not valid JSON',
  unreadableRequest: 'the request cannot be read',
  malformedMultipart: 'the uploaded form is malformed',
  tooLong: 'the value is too long',
  value: '(value)',
  body: '(body)',
  uniqueField: '(unique field)',
  regularExpression: '(regular expression)',
} as const;

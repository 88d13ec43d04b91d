import { ERROR_CATALOGUE } from '../../engine/errors/catalogue.ts';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from '../../engine/query/parseRange.ts';
import { COUNT_CAP } from '../entities/listRecords.ts';

const text = (description: string, example?: string) => ({ type: 'string', description, ...(example ? { examples: [example] } : {}) });

/** The error body of every failure (seed 000 §8.1), and its field errors. */
export const ERROR_SCHEMAS = {
  FieldError: {
    type: 'object',
    required: ['path', 'message'],
    properties: {
      path: text('Dot path of the field in the body or query', 'addresses.0.zipcode'),
      message: { type: 'string' },
      code: { type: 'string', description: 'Catalogued code of this field error' },
    },
  },
  Error: {
    type: 'object',
    required: ['status', 'code', 'message'],
    properties: {
      status: { type: 'integer', minimum: 400, maximum: 599 },
      code: { type: 'string', enum: Object.keys(ERROR_CATALOGUE) },
      message: { type: 'string' },
      errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
      rejectionReason: { type: 'string', description: 'Set on 409: why the write was refused, to show as a warning' },
    },
  },
  BreakdownEntry: {
    type: 'object',
    required: ['value', 'count'],
    properties: { value: { type: ['string', 'null'] }, count: { type: 'integer', minimum: 0 } },
  },
};

/** Query parameters of every list call (seed 002 §7), shared by all collections. */
export const LIST_PARAMETERS = {
  range: {
    name: 'range', in: 'query', schema: { type: 'string', pattern: '^\\d+-\\d+$', default: `0-${DEFAULT_PAGE_SIZE - 1}` },
    description: `Inclusive start-end of the page, e.g. 0-19. At most ${MAX_PAGE_SIZE} rows; the start may not exceed ${MAX_OFFSET} (use after= beyond).`,
  },
  search: { name: 'search', in: 'query', schema: { type: 'string' }, description: 'Free text matched (case-insensitive, anywhere) in the search fields of the entity' },
  sort: { name: 'sort', in: 'query', schema: { type: 'string' }, description: 'Comma list of fields, `-` for descending: `-startDate,name`. Default: registration descending.' },
  projection: { name: 'projection', in: 'query', schema: { type: 'string' }, description: 'Fields to keep (`registration,name`) or drop (`-_id`), dotted paths allowed' },
  include: {
    name: 'include', in: 'query', schema: { type: 'string' },
    description: 'Joined data: personsNames, assetsNames, organizationName, partnerName, salesName, supplierName, clientName, or the collection of records pointing back (fundings, documents...)',
  },
  breakdown: { name: 'breakdown', in: 'query', schema: { type: 'string' }, description: 'A field: the answer becomes {entities, breakdown} with counts per value of that field' },
  count: {
    name: 'count', in: 'query', schema: { type: 'string', enum: ['true', 'false', 'exact'] },
    description: `pagination-total: capped at the tenant's exact-count limit (default, tenant-config options.exactCountLimit, ${COUNT_CAP} unless set; shown as ${COUNT_CAP}+), exact, or not computed (false)`,
  },
  after: { name: 'after', in: 'query', schema: { type: 'string' }, description: 'Keyset paging: rows after this registration in the registration order' },
};

/** The paging headers of a list answer. */
export const PAGING_HEADERS = {
  'pagination-offset': { description: 'Start of the page', schema: { type: 'integer' } },
  'pagination-limit': { description: 'Records in this answer', schema: { type: 'integer' } },
  'pagination-size': { description: 'Page size asked', schema: { type: 'integer' } },
  'pagination-continues': { description: 'Whether more records follow', schema: { type: 'string', enum: ['true', 'false'] } },
  'pagination-total': { description: `Total matching records; "${COUNT_CAP}+" (the tenant's exact-count limit and a plus sign) is a lower bound`, schema: { type: 'string', pattern: '^\\d+\\+?$' } },
  'pagination-total-estimate': { description: `With a lower bound ("${COUNT_CAP}+"): the database's estimate of the total (an approximation, "about N")`, schema: { type: 'integer' } },
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** Error answers shared by the operations. */
export const ERROR_RESPONSES = {
  BadRequest: { description: 'Invalid body or query (catalogued code, field errors)', content: errorContent },
  Unauthenticated: { description: 'No valid session (UNAUTHENTICATED, SESSION_EXPIRED)', content: errorContent },
  Forbidden: { description: 'Not allowed (PERMISSION_DENIED, STATUS_PATCH_PROHIBITED, IMMUTABLE_ENTITY)', content: errorContent },
  NotFound: { description: 'No such record (ENTITY_REGISTRATION_NOT_FOUND)', content: errorContent },
  Conflict: { description: 'Stale version (STALE_VERSION, with rejectionReason) or duplicate value (VALUE_ALREADY_EXISTS)', content: errorContent },
  TooLarge: { description: 'Body above 5 MB (PAYLOAD_TOO_LARGE)', content: errorContent },
};

/** The `Authorization` header every answer to a signed-in request carries (seed 000 §4.3). */
export const AUTHORIZATION_HEADER = {
  description: 'Bearer token to keep (renewed near expiry); an answer without it tells the client to clear its token',
  schema: { type: 'string', pattern: '^Bearer ' },
};

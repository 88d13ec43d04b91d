import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { copyRecords } from '../../../engine/lists/copyRecords.ts';
import { parseClipboard, type SchemaCheck } from '../../../engine/lists/parseClipboard.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { PASTE_LIMIT, copiedFields, pasteSchema } from '../../../engine/registry/pasteSchema.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import { schemaErrors } from '../../../renderers/fields/model/schemaCheck.ts';
import { shapeSchemas } from '../../../schemas/generated/catalog.ts';

const product = createDefaultRegistry().get('Product').schema;
const schema = pasteSchema(product, shapeSchemas as JsonSchema[]);
const check: SchemaCheck = schemaErrors;

describe('the paste schema of products (GET /api/financing/products-schema)', () => {
  it('is an array of 1 to PASTE_LIMIT products of their own fields only', () => {
    expect(schema).toMatchObject({ type: 'array', minItems: 1, maxItems: PASTE_LIMIT, items: { type: 'object', additionalProperties: false } });
    const fields = Object.keys((schema.items as JsonSchema).properties ?? {});
    expect(fields).toEqual(expect.arrayContaining(['registration', 'name', 'status', 'code', 'rate', 'startDate', 'fundRegistration', 'rates', 'currency']));
    expect(fields.filter((f) => f.startsWith('_'))).toEqual([]);
    expect(fields).not.toContain('organization');
  });

  it('inlines the shared shapes and drops the annotations', () => {
    const text = JSON.stringify(schema);
    expect(text).not.toMatch(/"\$ref"|"x-field"|"x-designed"|"\$id"/);
    expect((schema.items as JsonSchema).properties?.rates).toMatchObject({ type: 'object', properties: { rows: { type: 'array' } } });
  });

  it('is a valid JSON Schema that ajv compiles', () => {
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate([{ name: 'Lease 36', rate: 0.04, startDate: '2025-01-01' }])).toBe(true);
    expect(validate([{ name: 'Lease 36', rate: '4%' }])).toBe(false);
  });

  it('copies every own field but the registration and the status', () => {
    expect(copiedFields(product)).not.toContain('registration');
    expect(copiedFields(product)).not.toContain('status');
    expect(copiedFields(product)).toContain('name');
  });
});

describe('copyRecords', () => {
  const rows = [
    { _id: 'a1', _version: 3, registration: 'PRD00000001', name: 'Lease', status: 'ACTIVE', rate: 0.05, organization: { name: 'Org' }, endDate: null, reference: '', personsNames: 'x', _insertDate: '2025-01-01T00:00:00Z' },
    { registration: 'PRD00000002', name: 'Loan', rates: { columns: [{ name: 'm' }], rows: [[12], [24]] } },
  ];

  it('writes the products as a JSON array without system fields, registrations, statuses, read-only or empty values', () => {
    const text = copyRecords(rows, product);
    expect(JSON.parse(text)).toEqual([
      { name: 'Lease', rate: 0.05 },
      { name: 'Loan', rates: { columns: [{ name: 'm' }], rows: [[12], [24]] } },
    ]);
  });

  it('gives what parseClipboard takes back unchanged', () => {
    const text = copyRecords(rows, product);
    expect(parseClipboard(text, schema, check)).toEqual({ ok: true, records: JSON.parse(text) });
  });

  it('copies an empty list as an empty array (a paste of it is refused)', () => {
    expect(copyRecords([], product)).toBe('[]');
    expect(parseClipboard('[]', schema, check)).toMatchObject({ ok: false, problem: 'empty' });
  });
});

describe('parseClipboard', () => {
  it.each([
    ['an empty clipboard', '   ', 'empty'],
    ['text that is not JSON', 'Lease 36\t0.05', 'notJson'],
    ['truncated JSON', '[{"name": "Lease"', 'notJson'],
    ['a JSON number', '42', 'notRecords'],
    ['a JSON string', '"Lease"', 'notRecords'],
    ['null', 'null', 'notRecords'],
    ['an array of strings', '["Lease", "Loan"]', 'notRecords'],
    ['nested arrays', '[[{"name": "Lease"}]]', 'notRecords'],
    ['a field products do not have', '[{"name": "Lease", "firstName": "Ann"}]', 'invalid'],
    ['a read-only field', '[{"name": "Lease", "organization": {"name": "Org"}}]', 'invalid'],
    ['a text rate', '[{"name": "Lease", "rate": "5%"}]', 'invalid'],
    ['an invalid date', '[{"name": "Lease", "startDate": "31/01/2025"}]', 'invalid'],
    ['a numbers table with text cells', '[{"name": "Lease", "rates": {"rows": [["x"]]}}]', 'invalid'],
    ['a fractional duration', '[{"name": "Lease", "minDuration": 1.5}]', 'invalid'],
    ['one bad product among good ones', '[{"name": "A"}, {"name": "B", "rate": true}]', 'invalid'],
  ])('refuses %s', (_what, text, problem) => {
    expect(parseClipboard(text, schema, check)).toMatchObject({ ok: false, problem });
  });

  it('refuses more than PASTE_LIMIT products', () => {
    const text = JSON.stringify(Array.from({ length: PASTE_LIMIT + 1 }, (_, i) => ({ name: `P${i}` })));
    expect(parseClipboard(text, schema, check)).toMatchObject({ ok: false, problem: 'tooMany' });
  });

  it('reports the schema errors of an invalid paste', () => {
    const parsed = parseClipboard('[{"name": "A", "rate": "x"}]', schema, check);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors?.length).toBeGreaterThan(0);
  });

  it('takes one product object, and drops the system fields of records copied from the API', () => {
    const text = JSON.stringify({ _id: 'a1', _version: 2, _insertDate: 'x', _insertUser: 'u', _updateDate: 'x', _updateUser: 'u', registration: 'PRD9', name: 'Lease', rate: 0.05 });
    expect(parseClipboard(text, schema, check)).toEqual({ ok: true, records: [{ registration: 'PRD9', name: 'Lease', rate: 0.05 }] });
  });

  it('uses the checker it is given', () => {
    expect(parseClipboard('[{"name": "A"}]', schema, () => [{ message: 'refused' }])).toMatchObject({ ok: false, problem: 'invalid' });
    expect(parseClipboard('[{"anything": 1}]', schema, () => [])).toEqual({ ok: true, records: [{ anything: 1 }] });
  });
});

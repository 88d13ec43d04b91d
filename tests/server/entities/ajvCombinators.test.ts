import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../engine/errors/AppError.ts';
import type { EntityInfo, JsonSchema } from '../../../engine/registry/types.ts';
import { EntityValidators } from '../../../server/entities/validators.ts';

/** ajv's own wording: none of it may reach a body (issue 36 item 4). */
const AJV_WORDING = /must (match|be equal|have required|be integer|be number|be string|be array|be object|NOT|be >|be <)|"then" schema|"else" schema|allowed values|anyOf|oneOf/;

const schema = {
  type: 'object',
  properties: {
    kind: { type: 'string', 'x-field': { label: 'Kind' } },
    companyName: { type: 'string', 'x-field': { label: 'Company name' } },
    amount: { anyOf: [{ type: 'number' }, { type: 'null' }], 'x-field': { label: 'Amount' } },
    code: { type: 'string', not: { const: 'X' }, 'x-field': { label: 'Code' } },
    rate: { oneOf: [{ type: 'number', maximum: 1 }, { type: 'integer', minimum: 10 }], 'x-field': { label: 'Rate' } },
  },
  if: { properties: { kind: { const: 'C' } }, required: ['kind'] },
  then: { required: ['companyName'] },
  else: { properties: { companyName: { maxLength: 3 } } },
} as unknown as JsonSchema;

function refusal(data: Record<string, unknown>): AppError {
  try {
    new EntityValidators([]).check({ name: 'Thing', schema } as unknown as EntityInfo, data);
  } catch (err) {
    return err as AppError;
  }
  throw new Error('accepted');
}

describe('ajv combinator errors become the concrete error in the spec words', () => {
  it('if/then: the missing property, not `must match "then" schema`', () => {
    const err = refusal({ kind: 'C' });
    const body = err.toBody();
    expect(body).toMatchObject({ code: 'MISSING_FIELD_IN_BODY', message: 'Field "Company name" is missing in body', args: ['Company name'], field: 'companyName' });
    expect(body.errors?.[0]).toMatchObject({ path: 'companyName', message: 'Company name is mandatory', template: '{label} is mandatory', params: { label: 'Company name' } });
    expect(JSON.stringify(body)).not.toMatch(AJV_WORDING);
  });

  it('if/else: the length rule of the branch', () => {
    const body = refusal({ kind: 'I', companyName: 'Acme Ltd' }).toBody();
    expect(body.errors?.[0]).toMatchObject({ path: 'companyName', message: 'Company name length must be ≤ 3', template: '{label} length must be ≤ {max}', params: { label: 'Company name', max: 3 } });
    expect(JSON.stringify(body)).not.toMatch(AJV_WORDING);
  });

  it('anyOf and oneOf: the first concrete error of a branch', () => {
    const amount = refusal({ amount: 'ten' }).toBody();
    expect(amount).toMatchObject({ code: 'INVALID_NUMBER_FIELD', message: 'Field "Amount" must be a number', field: 'amount' });
    expect(JSON.stringify(amount)).not.toMatch(AJV_WORDING);
    const rate = refusal({ rate: 5 }).toBody();
    expect(rate.errors?.[0]).toMatchObject({ path: 'rate', message: 'Rate must be ≤ 1' });
    expect(JSON.stringify(rate)).not.toMatch(AJV_WORDING);
  });

  it('a lone `not` reads the generic `Invalid format`', () => {
    const body = refusal({ code: 'X' }).toBody();
    expect(body).toMatchObject({ code: 'INVALID_FIELD_VALUE', message: 'Invalid value for field "Code": Invalid format', args: ['Code', 'Invalid format'] });
    expect(JSON.stringify(body)).not.toMatch(AJV_WORDING);
  });
});

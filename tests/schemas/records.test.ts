import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { entityFiles, shapeFiles } from './schemaFiles.ts';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
for (const [, shape] of shapeFiles) ajv.addSchema(shape);
for (const [, entity] of entityFiles) ajv.addSchema(entity);

function validator(file: string): ValidateFunction {
  const validate = ajv.getSchema(`https://tabula.local/schemas/entities/${file}.json`);
  if (!validate) throw new Error(`no schema ${file}`);
  return validate;
}

describe('records against their entity schema', () => {
  it('accepts an invoice with persons and cleared optional fields', () => {
    const invoice = {
      registration: 'INV00000001',
      name: 'March rent',
      status: 'DRAFT',
      amountExclTax: 100,
      amountInclTax: 120,
      currency: 'EUR',
      dueDate: '2026-03-31',
      paymentDate: null,
      persons: [{ role: 'PAYER', personRegistration: 'AUT00000001', name: 'ACME' }],
    };
    expect(validator('invoice')(invoice)).toBe(true);
  });

  it('rejects a wrong type, a bad date and a person entry without role', () => {
    const validate = validator('invoice');
    expect(validate({ amountExclTax: '100' })).toBe(false);
    expect(validate({ dueDate: '31/03/2026' })).toBe(false);
    expect(validate({ persons: [{ personRegistration: 'AUT00000001' }] })).toBe(false);
  });

  it('keeps the person rules: last name for individuals, name for companies', () => {
    const validate = validator('person');
    expect(validate({ type: 'I', lastName: 'Doe' })).toBe(true);
    expect(validate({ type: 'I', name: 'Doe' })).toBe(false);
    expect(validate({ type: 'C', name: 'ACME', addresses: [{ type: 'MAIN', zipcode: '75001', city: 'Paris' }] })).toBe(true);
    expect(validate({ type: 'C' })).toBe(false);
    expect(validator('prospect')({ type: 'C' })).toBe(false);
  });

  it('accepts a contract with asset lines, quotations and a payment plan', () => {
    const contract = {
      currency: 'EUR',
      assets: [{ assetRegistration: 'AST00000001', quantity: 1, unitPrice: 1000, discount: 0.1, priceExclTax: 900, isFinanced: true }],
      quotations: [{ financialProduct: 'LEASE', financedAmountExclTax: 900, assetMarginRate: 0 }],
      paymentPlan: [{ index: 1, date: '2026-04-01', principal: 70, interest: 5, payment: 75 }],
    };
    expect(validator('contract')(contract)).toBe(true);
    expect(validator('contract')({ assets: [{ quantity: 'one' }] })).toBe(false);
  });
});

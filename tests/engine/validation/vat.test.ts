import { describe, expect, it } from 'vitest';
import { checkVat, frenchVatKey, validateField } from '../../../engine/validation/index.ts';

describe('VAT-like fields (seed 002 §5.2)', () => {
  it.each([
    ['FR40303265045'], ['FR 40 303 265 045'], ['FR83404833048'], ['FRXX303265045'], ['FR1A303265045'],
    ['LT123456789'], ['LT123456789012'], ['DE136695976'], ['be0403170701'],
  ])('%s is accepted', (vat) => {
    expect(checkVat(vat)).toBeNull();
  });

  it.each([
    ['12345', 'Must start with two letters'],
    ['1FR40303265045', 'Must start with two letters'],
    ['F4040303265045', 'Must start with two letters'],
    ['FR4030326504', 'Invalid format'],
    ['FR403032650451', 'Invalid format'],
    ['FR41303265045', 'Invalid format'],
    ['LT1234567890', 'Invalid format'],
    ['LT12345678', 'Invalid format'],
    ['LT12345678901A', 'Invalid format'],
    ['DE123456789', 'Invalid format'],
    ['BE0123456789', 'Invalid format'],
  ])('%s -> %s', (vat, message) => {
    expect(checkVat(vat)?.template).toBe(message);
  });

  it('French key: (12 + 3 x (SIREN mod 97)) mod 97', () => {
    expect(frenchVatKey('303265045')).toBe('40');
    expect(frenchVatKey('404833048')).toBe('83');
  });

  it.each(['EVA', 'EV-', 'VAT'])('format %s runs the VAT check', (format) => {
    expect(validateField({ type: 'text', pattern: format }, '123').errors[0]).toMatchObject({
      message: 'Must start with two letters',
      code: 'INVALID_FIELD_VALUE',
    });
  });
});

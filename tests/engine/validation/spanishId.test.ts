import { describe, expect, it } from 'vitest';
import { cifControlDigit, dniLetter, spanishIdKind, validateField } from '../../../engine/validation/index.ts';

// Worked by hand: DNI letter = TRWAGMYFPDXBNJZSQVHLCKE[number mod 23]; NIE X/Y/Z -> 0/1/2.
// CIF: digits 2-8; even positions summed, odd positions doubled with digits summed; control = (10 - total mod 10) mod 10,
// as a digit or as JABCDEFGHI[control]. A58818501 and A28015865 (Telefonica) are widely published real CIFs.
const VALID: [id: string, kind: string][] = [
  ['12345678Z', 'DNI'], ['00000000T', 'DNI'], ['99999999R', 'DNI'], ['12345678z', 'DNI'], [' 1234 5678 Z ', 'DNI'],
  ['X1234567L', 'NIE'], ['Y1234567X', 'NIE'], ['Z1234567R', 'NIE'], ['X0000000T', 'NIE'], ['X12345678Z', 'NIE'],
  ['A58818501', 'CIF'], ['A28015865', 'CIF'], ['B39353610', 'CIF'], ['B12345674', 'CIF'],
  ['P3935361J', 'CIF'], ['Q2826000H', 'CIF'], ['Q2818014I', 'CIF'], ['G12345674', 'CIF'], ['G1234567D', 'CIF'],
];

const INVALID: [id: string, why: string][] = [
  ['12345678A', 'DNI wrong letter'], ['1234567Z', 'DNI 7 digits'], ['123456789Z', 'DNI 9 digits'], ['12345678-Z', 'dash'],
  ['X1234567A', 'NIE wrong letter'], ['W1234567L', 'W is not a NIE prefix (and L not a CIF control for W)'],
  ['A58818502', 'CIF wrong control digit'], ['A5881850A', 'A companies take a digit'],
  ['P3935361A', 'CIF wrong control letter'], ['P39353610', 'P entities take a letter'],
  ['B0012345C', 'non-resident (00) with the wrong letter'], ['I1234567A', 'I is not an entity letter'],
  ['', 'empty'], ['ABCDEFGHI', 'letters'],
];

describe('SPANISHID (seed 002 §5.3)', () => {
  it.each(VALID)('%s is a valid %s', (id, kind) => {
    expect(spanishIdKind(id)).toBe(kind);
  });

  it.each(INVALID)('%s is invalid (%s)', (id) => {
    expect(spanishIdKind(id)).toBeNull();
  });

  it('computes the DNI letter and the CIF control digit', () => {
    expect(dniLetter(12345678)).toBe('Z');
    expect(cifControlDigit('5881850')).toBe(1);
    expect(cifControlDigit('2826000')).toBe(8);
  });

  it("the SPANISHID format gives 'Spanish ID is invalid'", () => {
    const field = { type: 'text', label: 'Tax id', pattern: 'SPANISHID' };
    expect(validateField(field, '12345678A').errors).toEqual([
      expect.objectContaining({ message: 'Spanish ID is invalid', code: 'INVALID_FIELD_VALUE', rule: 'spanishId' }),
    ]);
    expect(validateField(field, 'A58818501').errors).toEqual([]);
  });
});

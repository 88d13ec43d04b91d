import type { ErrorCode } from '../errors/catalogue.ts';
import type { RuleName } from './types.ts';

const CODES: Partial<Record<RuleName, ErrorCode>> = {
  mandatory: 'MISSING_FIELD_IN_BODY',
  number: 'INVALID_NUMBER_FIELD',
  integer: 'INVALID_INTEGER_FIELD',
  date: 'INVALID_DATE_FIELD',
  iban: 'INVALID_IBAN',
  fileExtension: 'INVALID_FILE_EXTENSION',
};

/**
 * The catalogued code (seed 000 §8.1) the server answers for a rule: iban INVALID_IBAN, number
 * INVALID_NUMBER_FIELD, integer INVALID_INTEGER_FIELD, date INVALID_DATE_FIELD, mandatory
 * MISSING_FIELD_IN_BODY, file extension INVALID_FILE_EXTENSION, anything else INVALID_FIELD_VALUE.
 */
export function ruleCode(rule: RuleName): ErrorCode {
  return CODES[rule] ?? 'INVALID_FIELD_VALUE';
}

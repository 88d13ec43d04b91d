import { makeNumbersTableField } from './makeNumbersTableField.tsx';

/** coefficientsTable: a numbers table of coefficients (plain numbers, 3 decimals shown). */
export const CoefficientsTableField = makeNumbersTableField('number');

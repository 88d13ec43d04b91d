import { makeNumbersTableField } from './makeNumbersTableField.tsx';

/** ratesTable: a numbers table whose cells are percentages by default (2 decimals shown, stored as fractions). */
export const RatesTableField = makeNumbersTableField('percentage');

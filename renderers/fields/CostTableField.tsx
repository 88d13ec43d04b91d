import { makeNumbersTableField } from './makeNumbersTableField.tsx';

/** costTable: a numbers table of amounts (the currency's decimals shown). */
export const CostTableField = makeNumbersTableField('currency');

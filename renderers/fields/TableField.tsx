import { makeNumbersTableField } from './makeNumbersTableField.tsx';

/** table: a numbers table of plain numbers; a list of records (contacts, persons...) is drawn by rjsf's ArrayField. */
export const TableField = makeNumbersTableField('number');

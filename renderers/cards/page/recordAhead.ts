import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { askedAhead } from '../../../engine/data/askedAhead.ts';

type Rec = Record<string, unknown>;

/**
 * The SWR key a saved record is kept under in this page: the card page's record (useRecordForm),
 * a person's summary in the Persons card and what prefetchPersonsCard puts there ahead.
 */
export const recordKeyOf = (entityName: string, key: string) => ['record', entityName, key];

const records = askedAhead<Rec>();
const nameOf = (entityName: string, key: string) => `${entityName}\u0000${key}`;

/** Asks a record ahead of its card page (from the row click that opens it). */
export function askRecordAhead(data: DataProvider, entityName: string, key: string): void {
  records.ask(data, nameOf(entityName, key), () => data.getOne({ entityName, key }));
}

/**
 * A card page's saved record: the one asked ahead in the last seconds (once), else asked now. A
 * record asked ahead for a page that never opened (a row opened in a new tab, a navigation
 * refused) is dropped after a few seconds, never shown later in place of the record as it is.
 */
export function readRecord(data: DataProvider, entityName: string, key: string): Promise<Rec> {
  return records.take(data, nameOf(entityName, key), () => data.getOne({ entityName, key }));
}

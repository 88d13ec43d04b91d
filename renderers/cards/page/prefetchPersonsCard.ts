import type { CardSpec } from '../../../engine/cards/types.ts';
import { preloadLookupLists } from '../../widgets/lookupLists.ts';
import type { CardPrefetchContext } from './cardPrefetchContext.ts';
import { askRecordAhead } from './recordAhead.ts';

type Rec = Record<string, unknown>;

/**
 * What a Persons card asks once drawn, asked as soon as the record's layout is known: the first
 * linked person (taken by PersonSummary through readRecord, one request) and the role and person
 * type lists (in the user's locale, as the card asks them). Nothing for a record linking no person.
 */
export function prefetchPersonsCard(_spec: CardSpec, { data, record, locale }: CardPrefetchContext): void {
  const persons = Array.isArray(record.persons) ? (record.persons as Rec[]) : [];
  if (!persons.length) return;
  preloadLookupLists(data, ['role', 'personType'], locale);
  const reg = persons[0]?.personRegistration;
  if (typeof reg === 'string' && reg) askRecordAhead(data, 'Person', reg);
}

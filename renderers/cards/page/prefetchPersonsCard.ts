import type { CardSpec } from '../../../engine/cards/types.ts';
import type { CardPrefetchContext } from './cardPrefetchContext.ts';
import { askRecordAhead } from './recordAhead.ts';

type Rec = Record<string, unknown>;

/**
 * What a Persons card asks once drawn, asked as soon as the record's layout is known: the first
 * linked person (taken by PersonSummary through readRecord, one request) and the role and person
 * type lists. Nothing for a record linking no person.
 */
export function prefetchPersonsCard(_spec: CardSpec, { data, record, lists }: CardPrefetchContext): void {
  const persons = Array.isArray(record.persons) ? (record.persons as Rec[]) : [];
  if (!persons.length) return;
  lists.add('role').add('personType');
  const reg = persons[0]?.personRegistration;
  if (typeof reg === 'string' && reg) askRecordAhead(data, 'Person', reg);
}

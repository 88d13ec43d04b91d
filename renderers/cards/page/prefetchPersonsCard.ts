import type { CardSpec } from '../../../engine/cards/types.ts';
import { mayReadEntity } from '../../../engine/cards/cardEntity.ts';
import type { CardPrefetchContext } from './cardPrefetchContext.ts';
import { askRecordAhead } from './recordAhead.ts';

type Rec = Record<string, unknown>;

/**
 * What a Persons card asks once drawn, asked as soon as the record's layout is known: the first
 * linked person (taken by PersonSummary through readRecord, one request) and the role and person
 * type lists. Nothing for a record linking no person; no person for a user who may not read persons.
 */
export function prefetchPersonsCard(_spec: CardSpec, { data, registry, record, lists, can }: CardPrefetchContext): void {
  const persons = Array.isArray(record.persons) ? (record.persons as Rec[]) : [];
  if (!persons.length) return;
  lists.add('role').add('personType');
  const reg = persons[0]?.personRegistration;
  const readable = registry.has('Person') && mayReadEntity('Person', registry, can);
  if (typeof reg === 'string' && reg && readable) askRecordAhead(data, 'Person', reg);
}

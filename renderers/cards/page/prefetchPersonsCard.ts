import { mutate } from 'swr';
import type { CardLayout } from '../../../engine/cards/types.ts';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { preloadLookupLists } from '../../widgets/lookupLists.ts';
import { recordKeyOf } from './recordAhead.ts';

type Rec = Record<string, unknown>;

/**
 * Asks, as soon as a saved record's layout is known, what the layout's Persons card will ask once
 * drawn: the first linked person (the one it shows first, put in the SWR cache under the key
 * PersonSummary reads, which then shows it at once and checks it as usual) and the role and person
 * type lists (without a locale, as the card asks them). Drawn after the rest of
 * the page, the card asked them one to two seconds after the click, one after the other. Nothing
 * is asked for a collapsed Persons card (it draws nothing) or a record linking no person.
 */
export function prefetchPersonsCard(data: DataProvider, layout: CardLayout, record: Rec, isCollapsed: (key: string) => boolean): void {
  const card = [...layout.left, ...layout.right].find((c) => c.kind === 'Persons');
  const persons = Array.isArray(record.persons) ? (record.persons as Rec[]) : [];
  if (!card || (card.collapsible && isCollapsed(card.key)) || !persons.length) return;
  preloadLookupLists(data, ['role', 'personType']);
  const reg = persons[0]?.personRegistration;
  // a failure is left to the card, which asks again when drawn
  if (typeof reg === 'string' && reg) mutate(recordKeyOf('Person', reg), data.getOne({ entityName: 'Person', key: reg }), { revalidate: false }).catch(() => undefined);
}

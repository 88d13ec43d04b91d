import { unstable_serialize } from 'swr';
import { cache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import type { CardLayout, CardSpec } from '../../../engine/cards/types.ts';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { prefetchPersonsCard } from '../../../renderers/cards/page/prefetchPersonsCard.ts';

const card = (key: string, kind: string, collapsible = false): CardSpec => ({ key, kind, title: key, collapsible, collapsed: false, fields: [], elements: [], props: {} });
const layout = (cards: CardSpec[]) => ({ left: cards, right: [] }) as unknown as CardLayout;

/** A host recording what is asked: lookup lists (custom) and records (getOne). */
function host() {
  const asked: string[] = [];
  const data = {
    custom: async ({ path }: { path: string }) => {
      asked.push(path);
      return new URL(path, 'http://x').searchParams.get('lists')!.split(',').map((n) => [{ value: n, label: n }]);
    },
    getOne: async ({ entityName, key }: { entityName: string; key: string }) => {
      asked.push(`${entityName}/${key}`);
      return { registration: key, name: 'Bonnet Transport SAS' };
    },
  } as unknown as DataProvider;
  return { data, asked };
}

const record = { registration: 'CTR1', persons: [{ personRegistration: 'SIR1', role: 'CLIENT' }, { personRegistration: 'SIR2', role: 'GUARANTOR' }] };

describe('prefetchPersonsCard', () => {
  it('asks the first linked person (into the cache the card reads) and the role and person type lists', async () => {
    const { data, asked } = host();
    prefetchPersonsCard(data, layout([card('main', 'Fields'), card('persons', 'Persons', true)]), record, () => false);
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['/api/script/lists?valuesOnly=true&lists=role%2CpersonType', 'Person/SIR1']);
    expect(cache.get(unstable_serialize(['record', 'Person', 'SIR1']))?.data).toEqual({ registration: 'SIR1', name: 'Bonnet Transport SAS' });
  });

  it('asks nothing for a collapsed Persons card, a layout without one, or a record linking no person', async () => {
    const { data, asked } = host();
    prefetchPersonsCard(data, layout([card('persons', 'Persons', true)]), record, (key) => key === 'persons');
    prefetchPersonsCard(data, layout([card('main', 'Fields')]), record, () => false);
    prefetchPersonsCard(data, layout([card('persons', 'Persons')]), { registration: 'CTR2', persons: [] }, () => false);
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([]);
  });
});

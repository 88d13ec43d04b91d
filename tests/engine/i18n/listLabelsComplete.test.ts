import { describe, expect, it } from 'vitest';
import { shippedConfig } from '../../../server/scripts/shippedConfig.ts';
import { englishDiffering, untranslated } from './shippedLocales.ts';

const { lists } = shippedConfig();

/**
 * The lists whose labels the server translates (lookupLists.ts): lists not flagged
 * `translated: false` (the default is translated), except those labelled by Intl.DisplayNames in
 * the reader's language (countries, currencies, languages), and items flagged isTranslated.
 */
const translatedLists = lists.filter((l) => l.translated && !l.displayNames);
const labels = new Map<string, string>();
for (const list of lists) {
  for (const item of list.items) {
    if ((translatedLists.includes(list) || item.isTranslated) && !labels.has(item.label)) labels.set(item.label, list.name);
  }
}

describe('the shipped locales translate every label of the translated lookup lists', () => {
  it('translates the lists users read: statuses, person types, roles, titles, types', () => {
    const names = new Set(translatedLists.map((l) => l.name));
    const statuses = lists.filter((l) => /Status$/.test(l.name)).map((l) => l.name);
    expect(statuses.length).toBeGreaterThan(50);
    for (const name of [...statuses, 'personType', 'role', 'title', 'addressType', 'contractType', 'cashflowType', 'paymentMode', 'frequency']) {
      expect(names, name).toContain(name);
    }
    expect([...labels.keys()]).toContain('Active');
  });

  it('leaves lists of codes untranslated or to Intl (countries, currencies, time zones, entity names)', () => {
    const names = new Set(translatedLists.map((l) => l.name));
    for (const name of ['country', 'currency', 'language', 'timeZone', 'entityName', 'legalForm', 'logLevel']) expect(names, name).not.toContain(name);
  });

  it('every label is translated in every locale', () => {
    expect(untranslated(labels)).toEqual([]);
  });

  it('en-EU spells each label as its key', () => {
    expect(englishDiffering(labels.keys())).toEqual([]);
  });
});

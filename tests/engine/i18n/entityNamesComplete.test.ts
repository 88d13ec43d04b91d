import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { shippedLocales, untranslated } from './shippedLocales.ts';

/** The built-in entities' names, as the screens show them through t() ("New {{entity}}", "Search {{entity}}", "No {{entity}} found"). */
const names = new Map(createDefaultRegistry().all().map((info) => [info.name, `entity ${info.name}`] as const));

describe('names of the built-in entities', () => {
  it('are found', () => {
    expect([...names.keys()]).toEqual(expect.arrayContaining(['Contract', 'Person', 'CreditLine', 'BankAccount']));
  });

  it('are translated in every shipped locale (no "New CreditLine" in a title)', () => {
    expect(untranslated(names)).toEqual([]);
  });

  it('read as words in English, not as the internal CamelCase name', () => {
    const english = shippedLocales.get('en-EU') ?? {};
    expect([...names.keys()].filter((name) => /[a-z][A-Z]/.test(name) && english[name] === name)).toEqual([]);
  });
});

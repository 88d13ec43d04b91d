import type { Faker } from '@faker-js/faker';
import { faker as fakerDe } from '@faker-js/faker/locale/de';
import { faker as fakerEn } from '@faker-js/faker/locale/en';
import { faker as fakerEs } from '@faker-js/faker/locale/es';
import { faker as fakerFr } from '@faker-js/faker/locale/fr';
import { faker as fakerIt } from '@faker-js/faker/locale/it';
import type { Country } from './types.ts';

/** The random choices of the demo generator: every draw comes from fakers seeded with one number. */
export interface DemoRandom {
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in a random order. */
  some<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
  /** One of the values, with the given weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  digits(length: number): string;
  letters(length: number): string;
  /** A text of `pattern` with each 9 replaced by a digit and each A by a letter (vehicle plates). */
  fromPattern(pattern: string): string;
  /** A vehicle identification number. */
  vin(): string;
  /** The faker of a country's locale (names, streets). */
  local(country: Country): Faker;
}

const LOCAL: Record<Country, Faker> = { FR: fakerFr, DE: fakerDe, ES: fakerEs, IT: fakerIt };

/**
 * Seeds the fakers (the locale modules' shared instances: nothing else in the server uses them)
 * and answers the generator's random source. The same seed gives the same draws, in the same order.
 */
export function createDemoRandom(seed: number): DemoRandom {
  const base = fakerEn;
  base.seed(seed);
  Object.values(LOCAL).forEach((f, i) => f.seed(seed * 31 + i + 1));
  return {
    int: (min, max) => base.number.int({ min, max }),
    pick: (items) => base.helpers.arrayElement(items as unknown[]) as (typeof items)[number],
    some: (items, count) => base.helpers.arrayElements(items as unknown[], count) as (typeof items)[number][],
    chance: (probability) => base.datatype.boolean({ probability }),
    weighted: (entries) => base.helpers.weightedArrayElement(entries.map(([value, weight]) => ({ value, weight }))),
    digits: (length) => base.string.numeric({ length, allowLeadingZeros: true }),
    letters: (length) => base.string.alpha({ length, casing: 'upper' }),
    fromPattern: (pattern) => base.helpers.replaceSymbols(pattern.replace(/9/g, '#').replace(/A/g, '?')),
    vin: () => base.vehicle.vin(),
    local: (country) => LOCAL[country],
  };
}

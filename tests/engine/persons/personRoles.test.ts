import { describe, expect, it } from 'vitest';
import { normalizeRoles } from '../../../engine/persons/personRoles.ts';

describe('person roles in the shapes of seed 001 §3', () => {
  it('turns a string role into a role object and a single role into a one-item list', () => {
    expect(normalizeRoles('CLIENT')).toEqual([{ role: 'CLIENT' }]);
    expect(normalizeRoles({ role: 'PARTNER', startDate: '2026-01-01' })).toEqual([{ role: 'PARTNER', startDate: '2026-01-01' }]);
    expect(normalizeRoles(['CLIENT', { role: 'SUPPLIER' }, ' '])).toEqual([{ role: 'CLIENT' }, { role: 'SUPPLIER' }]);
  });

  it('leaves what is no role as it is, for the schema to refuse', () => {
    expect(normalizeRoles([3])).toEqual([3]);
    expect(normalizeRoles(42)).toBe(42);
    expect(normalizeRoles(null)).toBeNull();
  });
});

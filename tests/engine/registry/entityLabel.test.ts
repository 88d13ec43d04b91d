import { describe, expect, it } from 'vitest';
import { entityLabel } from '../../../engine/registry/entityLabel.ts';

describe('entityLabel', () => {
  it("reads 'name (registration)' when both exist and differ", () => {
    expect(entityLabel({ name: 'ACME', registration: 'AUT00000001' })).toBe('ACME (AUT00000001)');
  });

  it('shows one of them otherwise', () => {
    expect(entityLabel({ name: 'EUR', registration: 'EUR' })).toBe('EUR');
    expect(entityLabel({ registration: 'CTR00000001' })).toBe('CTR00000001');
    expect(entityLabel({ name: 'ACME', registration: null })).toBe('ACME');
    expect(entityLabel({})).toBe('');
  });
});

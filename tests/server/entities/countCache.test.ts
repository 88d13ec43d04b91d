import { describe, expect, it } from 'vitest';
import { CountCache } from '../../../server/entities/countCache.ts';

const capped = { total: 10_000, totalIsLowerBound: true, estimate: 120_000 };

describe('the cache of costly counts', () => {
  it('remembers a count per tenant, query and parameters', () => {
    const cache = new CountCache();
    cache.remember('master', 'e_contracts', 'SELECT n', ['ACTIVE'], capped);
    expect(cache.get('master', 'SELECT n', ['ACTIVE'])).toEqual(capped);
    expect(cache.get('support', 'SELECT n', ['ACTIVE'])).toBeUndefined();
    expect(cache.get('master', 'SELECT n', ['DRAFT'])).toBeUndefined();
    expect(cache.get('master', 'SELECT m', ['ACTIVE'])).toBeUndefined();
  });

  it('forgets the counts and page cursors of a table that was written, and counts past their time', () => {
    const cache = new CountCache();
    cache.remember('master', 'e_contracts', 'SELECT n', [], { total: 3_400, totalIsLowerBound: false });
    cache.remember('master', 'e_notes', 'SELECT n', ['x'], capped);
    cache.cursors.remember('q', 'e_contracts', 400, { values: ['CTR1'], types: ['text'] });
    cache.forgetTable('e_contracts');
    expect(cache.get('master', 'SELECT n', [])).toBeUndefined();
    expect(cache.cursors.nearest('q', 500)).toBeUndefined();
    expect(cache.get('master', 'SELECT n', ['x'])).toEqual(capped);
    const expired = new CountCache(-1);
    expired.remember('master', 'e_contracts', 'SELECT n', [], capped);
    expect(expired.get('master', 'SELECT n', [])).toBeUndefined();
  });
});

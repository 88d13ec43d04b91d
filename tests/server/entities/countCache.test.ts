import { describe, expect, it } from 'vitest';
import { CountCache } from '../../../server/entities/countCache.ts';

describe('the cache of capped counts', () => {
  it('remembers a capped count per tenant, query and parameters', () => {
    const cache = new CountCache();
    cache.rememberCapped('master', 'e_contracts', 'SELECT n', ['ACTIVE']);
    expect(cache.isCapped('master', 'SELECT n', ['ACTIVE'])).toBe(true);
    expect(cache.isCapped('support', 'SELECT n', ['ACTIVE'])).toBe(false);
    expect(cache.isCapped('master', 'SELECT n', ['DRAFT'])).toBe(false);
    expect(cache.isCapped('master', 'SELECT m', ['ACTIVE'])).toBe(false);
  });

  it('forgets the counts of a table that was written, and counts past their time', () => {
    const cache = new CountCache();
    cache.rememberCapped('master', 'e_contracts', 'SELECT n', []);
    cache.rememberCapped('master', 'e_notes', 'SELECT n', ['x']);
    cache.forgetTable('e_contracts');
    expect(cache.isCapped('master', 'SELECT n', [])).toBe(false);
    expect(cache.isCapped('master', 'SELECT n', ['x'])).toBe(true);
    const expired = new CountCache(-1);
    expired.rememberCapped('master', 'e_contracts', 'SELECT n', []);
    expect(expired.isCapped('master', 'SELECT n', [])).toBe(false);
  });
});

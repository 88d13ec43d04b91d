import { describe, expect, it } from 'vitest';
import { longestOutageSeconds, tally } from './support/writers.ts';

describe('the failover line: what the writers saw against what is stored', () => {
  it('counts acknowledged markers missing as lost and markers stored twice as duplicated', () => {
    const stored = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 1], // stored, never acknowledged (its answer was lost): neither lost nor duplicated
    ]);
    expect(tally(['a', 'b', 'd'], stored)).toEqual({ lost: 1, duplicated: 1 });
  });

  it('measures the longest span without a successful write, from the start to the end, in whole seconds up', () => {
    expect(longestOutageSeconds([500, 1000, 12_300, 13_000], 14_000)).toBe(12);
    expect(longestOutageSeconds([], 3_500)).toBe(4);
    expect(longestOutageSeconds([9_000, 100], 9_500)).toBe(9);
  });
});

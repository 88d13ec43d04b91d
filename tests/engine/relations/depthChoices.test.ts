import { describe, expect, it } from 'vitest';
import { depthChoices, filterByChoice, type Hierarchy, type HierarchyLink } from '../../../engine/relations/index.ts';

const link = (source: string, target: string, relation = 'SUBSIDIARY'): HierarchyLink => ({ source, target, relation, stake: null });

// H (holding) -> S1 -> S2 -> S3, an individual director D of S1: levels 0..3 from H
const graph: Hierarchy = {
  persons: [
    { registration: 'H', name: 'Holding', type: 'C' },
    { registration: 'S1', name: 'Sub one', type: 'C' },
    { registration: 'S2', name: 'Sub two', type: 'O' },
    { registration: 'S3', name: 'Sub three', type: 'C' },
    { registration: 'D', name: 'Director', type: 'I' },
  ],
  links: [link('H', 'S1'), link('S1', 'S2'), link('S2', 'S3'), link('D', 'S1', 'DIRECTOROF')],
};

describe('relation diagram depth options (seed 002 §9: 1 up to depth-2, All, and Companies…)', () => {
  it('run from 1 to the level before the deepest, then All, then Companies when individuals and companies are both present', () => {
    // 4 levels (0..3): depth-2 = 2
    expect(depthChoices(graph, 'H')).toEqual([1, 2, 'all', 'companies']);
    // from S1 every person is at most 2 steps away: 3 levels, buttons 1 and All
    expect(depthChoices(graph, 'S1')).toEqual([1, 'all', 'companies']);
  });

  it('offer no Companies without individuals, nor without companies', () => {
    const companies = { persons: graph.persons.filter((p) => p.type !== 'I'), links: graph.links.filter((l) => l.source !== 'D') };
    expect(depthChoices(companies, 'H')).toEqual([1, 2, 'all']);
    const people: Hierarchy = { persons: [{ registration: 'A', type: 'I' }, { registration: 'B', type: 'E' }], links: [link('A', 'B', 'SPOUSE')] };
    expect(depthChoices(people, 'A')).toEqual(['all']);
  });

  it('All shows everything, a number the persons that many steps away, Companies the companies and organizations and their links', () => {
    expect(filterByChoice(graph, 'H', 'all')).toBe(graph);
    expect(filterByChoice(graph, 'H', 1).persons.map((p) => p.registration)).toEqual(['H', 'S1']);
    expect(filterByChoice(graph, 'H', 2).persons.map((p) => p.registration)).toEqual(['H', 'S1', 'S2', 'D']);
    const companies = filterByChoice(graph, 'H', 'companies');
    expect(companies.persons.map((p) => p.registration)).toEqual(['H', 'S1', 'S2', 'S3']);
    expect(companies.links).toEqual([link('H', 'S1'), link('S1', 'S2'), link('S2', 'S3')]);
  });
});

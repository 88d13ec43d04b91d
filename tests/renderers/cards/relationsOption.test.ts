import { describe, expect, it } from 'vitest';
import type { Hierarchy } from '../../../engine/relations/index.ts';
import { relationsOption } from '../../../renderers/cards/relations/relationsOption.ts';

const graph: Hierarchy = {
  persons: [{ registration: 'P1', name: 'Holding', type: 'O' }, { registration: 'P2', name: 'Branch', type: 'O' }, { registration: 'P3', name: 'Owner', type: 'I' }],
  links: [
    { source: 'P1', target: 'P2', relation: 'SUBSIDIARY', stake: null },
    { source: 'P3', target: 'P1', relation: 'SHAREHOLDER', stake: 0.6 },
    { source: 'P3', target: 'P2', relation: 'MANAGER', stake: null },
  ],
};

describe('relations diagram option (seed 002 §9)', () => {
  it('lays a network out with a repulsion of 500', () => {
    const option = relationsOption({ graph, center: 'P1', mode: 'network', relations: [], typeLabel: (t) => t ?? '' });
    const [series] = option.series as { type: string; force: { repulsion: number } }[];
    expect(series.type).toBe('graph');
    expect(series.force.repulsion).toBe(500);
  });
});

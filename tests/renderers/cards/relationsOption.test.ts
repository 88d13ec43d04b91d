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

// a chain four levels deep, with a long name: a tree
const LONG = 'Compagnie Générale de Financement des Équipements Industriels et Agricoles du Grand Ouest';
const chain: Hierarchy = {
  persons: [{ registration: 'A', name: 'Root' }, { registration: 'B', name: LONG }, { registration: 'C', name: 'Grandchild' }, { registration: 'D', name: 'Great-grandchild' }],
  links: [
    { source: 'A', target: 'B', relation: 'SUBSIDIARY', stake: null },
    { source: 'B', target: 'C', relation: 'SUBSIDIARY', stake: null },
    { source: 'C', target: 'D', relation: 'SUBSIDIARY', stake: null },
  ],
};

type Series = Record<string, unknown> & { label: { width: number; overflow: string }; data: { name: string; value: string }[] };
const seriesOf = (option: Record<string, unknown>) => (option.series as Series[])[0];

describe('relations diagram option (seed 002 §9)', () => {
  it('lays a network out with a repulsion of 500, opened at zoom 2', () => {
    const option = relationsOption({ graph, center: 'P1', mode: 'network', relations: [], typeLabel: (t) => t ?? '' });
    const series = seriesOf(option) as Series & { type: string; force: { repulsion: number }; zoom: number };
    expect(series.type).toBe('graph');
    expect(series.force.repulsion).toBe(500);
    expect(series.zoom).toBe(2);
  });

  it('keeps a tooltip 20000 ms after the pointer leaves its person', () => {
    for (const mode of ['network', 'tree'] as const) {
      const option = relationsOption({ graph: chain, center: 'A', mode, relations: [], typeLabel: () => '' });
      expect(option.tooltip).toMatchObject({ trigger: 'item', hideDelay: 20000 });
    }
  });

  it('opens a tree two levels deep, the deeper ones a click away', () => {
    const series = seriesOf(relationsOption({ graph: chain, center: 'A', mode: 'tree', relations: [], typeLabel: () => '' }));
    expect(series).toMatchObject({ type: 'tree', initialTreeDepth: 2, expandAndCollapse: true });
  });

  it('never cuts a label: a long name wraps at the label width and stays whole', () => {
    const network = seriesOf(relationsOption({ graph: chain, center: 'A', mode: 'network', relations: [], typeLabel: () => '' }));
    expect(network.label).toMatchObject({ width: 120, overflow: 'break' });
    expect(network.data.find((d) => d.value === 'B')?.name).toBe(LONG);
    const tree = seriesOf(relationsOption({ graph: chain, center: 'A', mode: 'tree', relations: [{ value: 'SUBSIDIARY', label: 'Subsidiary' }], typeLabel: () => '' })) as Series & {
      leaves: { label: { overflow: string } };
      data: { children: { name: string }[] }[];
    };
    expect(tree.label.overflow).toBe('break');
    expect(tree.leaves.label.overflow).toBe('break');
    expect(tree.data[0].children[0].name).toBe(`${LONG} (Subsidiary)`);
  });

  it('shows the username of a person that is a user under its name', () => {
    const usernames = new Map([['P3', 'owner@example.com']]);
    const series = seriesOf(relationsOption({ graph, center: 'P1', mode: 'network', relations: [], typeLabel: () => '', usernames }));
    expect(series.data.map((d) => d.name)).toEqual(['Holding', 'Branch', 'Owner\nowner@example.com']);
  });
});

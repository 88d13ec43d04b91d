import { describe, expect, it } from 'vitest';
import {
  filterByDepth, filterByText, maxDepthOf, normaliseQuickAddRelations, parseDepth, relationLabel, toTree, treeRoot, walkHierarchy,
  type Hierarchy, type HierarchyLoader, type PersonRecord,
} from '../../../engine/relations/index.ts';

type Rec = PersonRecord;
const person = (registration: string, descendants: [string, string][] = [], extra: Rec = {}): Rec => ({
  registration, name: `Name ${registration}`, type: 'C', descendants: descendants.map(([personRegistration, relation]) => ({ personRegistration, relation })), ...extra,
});

/** An in-memory loader over a list of person records, counting its calls. */
function loaderOf(records: Rec[]): HierarchyLoader & { calls: number } {
  const loader = {
    calls: 0,
    async persons(regs: string[]) {
      loader.calls++;
      return records.filter((r) => regs.includes(String(r.registration)));
    },
    async ascendants(regs: string[]) {
      loader.calls++;
      return records.filter((r) => ((r.descendants as Rec[]) ?? []).some((d) => regs.includes(String(d.personRegistration))));
    },
  };
  return loader;
}

// H -> S1 -> S2 -> S3 (SUBSIDIARY chain), H -> D (DIRECTOR), P -> H (PARENT names H), X alone
const world = [
  person('H', [['S1', 'SUBSIDIARY'], ['D', 'DIRECTOR'], ['MISSING', 'CONTACT']], { roles: [{ role: 'OWNER' }, 'CLIENT'], addresses: [{ city: 'Lyon' }] }),
  person('S1', [['S2', 'SUBSIDIARY']]),
  person('S2', [['S3', 'SUBSIDIARY']]),
  person('S3'),
  person('D', [], { type: 'I' }),
  person('P', [['H', 'PARENT']]),
  person('X'),
];

describe('walkHierarchy', () => {
  it('follows relations both ways up to the depth and leaves unknown registrations out', async () => {
    const h = await walkHierarchy(world[0], loaderOf(world), 2);
    expect(h.persons.map((p) => p.registration).sort()).toEqual(['D', 'H', 'P', 'S1', 'S2']);
    expect(h.persons[0]).toMatchObject({ registration: 'H', roles: ['OWNER', 'CLIENT'], address: { city: 'Lyon' } });
    expect(h.links).toEqual(expect.arrayContaining([
      { source: 'H', relation: 'SUBSIDIARY', target: 'S1', stake: null },
      { source: 'P', relation: 'PARENT', target: 'H', stake: null },
      { source: 'S1', relation: 'SUBSIDIARY', target: 'S2', stake: null },
    ]));
    expect(h.links).toHaveLength(4);
  });

  it('reaches the whole chain at depth 3 and stops when nothing new is found', async () => {
    const loader = loaderOf(world);
    const h = await walkHierarchy(world[3], loader, 5);
    expect(h.persons.map((p) => p.registration)).toEqual(['S3', 'S2', 'S1', 'H', 'D', 'P']);
    expect(loader.calls).toBeLessThanOrEqual(10);
  });

  it('answers a lone person without links', async () => {
    expect(await walkHierarchy(world[6], loaderOf(world))).toEqual({ persons: [expect.objectContaining({ registration: 'X' })], links: [] });
  });
});

describe('parseDepth', () => {
  it('defaults to 3, caps at 5 and refuses non-positive or non-integer values', () => {
    expect(parseDepth(undefined)).toBe(3);
    expect(parseDepth('2')).toBe(2);
    expect(parseDepth('99')).toBe(5);
    expect(parseDepth('0')).toBeUndefined();
    expect(parseDepth('two')).toBeUndefined();
    expect(parseDepth('1.5')).toBeUndefined();
  });
});

const graph = (links: [string, string][], extra: string[] = []): Hierarchy => {
  const regs = [...new Set([...links.flat(), ...extra])];
  return { persons: regs.map((r) => ({ registration: r, name: `Name ${r}` })), links: links.map(([source, target]) => ({ source, target, relation: 'SUBSIDIARY', stake: null })) };
};

describe('graph filters and shape', () => {
  const chain = graph([['A', 'B'], ['B', 'C'], ['C', 'D'], ['A', 'E']]);

  it('keeps the persons within a depth, both link directions', () => {
    expect(filterByDepth(chain, 'B', 1).persons.map((p) => p.registration)).toEqual(['A', 'B', 'C']);
    expect(filterByDepth(chain, 'B', 1).links).toHaveLength(2);
    expect(filterByDepth(chain, 'B', undefined)).toBe(chain);
    expect(maxDepthOf(chain, 'B')).toBe(2);
    expect(maxDepthOf(graph([], ['Z']), 'Z')).toBe(0);
  });

  it('filters by name or registration text and always keeps the center', () => {
    const kept = filterByText(chain, 'A', 'name c');
    expect(kept.persons.map((p) => p.registration)).toEqual(['A', 'C']);
    expect(kept.links).toEqual([]);
    expect(filterByText(chain, 'A', '  ')).toBe(chain);
  });

  it('finds the root of a tree and refuses cycles, shared children and forests', () => {
    expect(treeRoot(chain)).toBe('A');
    expect(treeRoot(graph([['A', 'B'], ['C', 'B']]))).toBeUndefined();
    expect(treeRoot(graph([['A', 'B'], ['B', 'A']]))).toBeUndefined();
    expect(treeRoot(graph([['A', 'B']], ['Z']))).toBeUndefined();
    expect(treeRoot(graph([['A', 'B'], ['B', 'C'], ['C', 'B']], ['D']))).toBeUndefined();
  });

  it('nests the tree below its root with the relation of each child', () => {
    const tree = toTree(chain, 'A', (r) => `<${r}>`);
    expect(tree).toMatchObject({ name: '<A>', value: 'A', children: [{ value: 'B', relation: 'SUBSIDIARY', children: [{ value: 'C', children: [{ value: 'D' }] }] }, { value: 'E', children: [] }] });
  });
});

describe('labels and quick-add entries', () => {
  it('shows unknown relation codes as code (???)', () => {
    const items = [{ value: 'DIRECTOR', label: 'Director' }];
    expect(relationLabel('DIRECTOR', items)).toBe('Director');
    expect(relationLabel('COUSIN', items)).toBe('COUSIN (???)');
    expect(relationLabel(null, items)).toBe('');
  });

  it('normalises quick-add roles to objects with a role field', () => {
    expect(normaliseQuickAddRelations([
      { relation: 'DIRECTOR', personType: 'I', quickAddRoles: ['GUARANTOR', { role: 'CLIENT', startDate: '2024-01-01' }, 7, {}] },
      { relation: 'EMPLOYEE', quickAddRoles: 'CONTACT' },
      { relation: 'SPOUSE' },
      { label: 'no relation' },
      'junk',
    ])).toEqual([
      { relation: 'DIRECTOR', personType: 'I', quickAddRoles: [{ role: 'GUARANTOR' }, { role: 'CLIENT', startDate: '2024-01-01' }] },
      { relation: 'EMPLOYEE', quickAddRoles: [{ role: 'CONTACT' }] },
      { relation: 'SPOUSE', quickAddRoles: [] },
    ]);
    expect(normaliseQuickAddRelations({ not: 'a list' })).toEqual([]);
  });
});

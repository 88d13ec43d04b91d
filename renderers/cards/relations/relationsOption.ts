import { relationLabel, toTree, treeRoot, type Hierarchy, type LabelItem } from '../../../engine/relations/index.ts';

/** How a relations diagram is drawn: a force-layout network, or a tree when the links form one. */
export type DiagramMode = 'network' | 'tree';

interface OptionInput {
  graph: Hierarchy;
  center: string;
  mode: DiagramMode;
  relations: readonly LabelItem[];
  typeLabel: (type: string | undefined) => string;
}

const personName = (graph: Hierarchy) => {
  const byId = new Map(graph.persons.map((p) => [p.registration, p]));
  return (registration: string) => byId.get(registration)?.name || registration;
};

/**
 * The ECharts option of a relations diagram: a tree series when asked and the links form a tree,
 * otherwise a graph series with a force layout (the center person bigger, one colour per person
 * type, each link labelled with its relation, unknown codes as 'code (???)').
 */
export function relationsOption({ graph, center, mode, relations, typeLabel }: OptionInput): Record<string, unknown> {
  const name = personName(graph);
  const root = mode === 'tree' ? treeRoot(graph) : undefined;
  if (root) {
    const relationOf = new Map(graph.links.map((l) => [l.target, relationLabel(l.relation, relations)]));
    const tree = toTree(graph, root, (r) => (relationOf.has(r) ? `${name(r)} (${relationOf.get(r)})` : name(r)));
    return {
      tooltip: { trigger: 'item' },
      series: [{ type: 'tree', data: [tree], top: 24, bottom: 24, left: 120, right: 160, symbolSize: 12, initialTreeDepth: -1, expandAndCollapse: false, label: { position: 'left' }, leaves: { label: { position: 'right' } } }],
    };
  }
  const types = [...new Set(graph.persons.map((p) => p.type ?? ''))];
  return {
    tooltip: { trigger: 'item' },
    legend: [{ data: types.map((t) => typeLabel(t || undefined)) }],
    series: [{
      type: 'graph',
      layout: 'force',
      roam: true,
      draggable: true,
      // started from a circle, not from random places: the same diagram at every opening
      force: { initLayout: 'circular', repulsion: 500, edgeLength: 110, layoutAnimation: false },
      categories: types.map((t) => ({ name: typeLabel(t || undefined) })),
      label: { show: true, position: 'right' },
      edgeSymbol: ['none', 'arrow'],
      edgeSymbolSize: 8,
      edgeLabel: { show: true, fontSize: 10, formatter: '{c}' },
      lineStyle: { curveness: 0.1 },
      data: graph.persons.map((p) => ({
        id: p.registration,
        name: name(p.registration),
        value: p.registration,
        category: types.indexOf(p.type ?? ''),
        symbolSize: p.registration === center ? 42 : 26,
      })),
      links: graph.links.map((l) => ({ source: l.source, target: l.target, value: relationLabel(l.relation, relations) })),
    }],
  };
}

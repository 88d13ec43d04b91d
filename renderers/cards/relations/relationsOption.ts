import { DIAGRAM, relationLabel, toTree, treeRoot, type Hierarchy, type LabelItem } from '../../../engine/relations/index.ts';

/** How a relations diagram is drawn: a force-layout network, or a tree when the links form one. */
export type DiagramMode = 'network' | 'tree';

interface OptionInput {
  graph: Hierarchy;
  center: string;
  mode: DiagramMode;
  relations: readonly LabelItem[];
  typeLabel: (type: string | undefined) => string;
  /** The username of each person that is a user (shown under its name). */
  usernames?: ReadonlyMap<string, string>;
}

/** A person's shown name: its name (its registration when it has none), and its username on a line of its own. */
const personName = (graph: Hierarchy, usernames: ReadonlyMap<string, string> | undefined) => {
  const byId = new Map(graph.persons.map((p) => [p.registration, p]));
  return (registration: string) => {
    const name = byId.get(registration)?.name || registration;
    const username = usernames?.get(registration);
    return username ? `${name}\n${username}` : name;
  };
};

// a long name wraps onto further lines, never cut; the tooltip shows it whole too
const wrapped = { width: DIAGRAM.labelWidth, overflow: 'break' } as const;
// the tooltip stays a while after the pointer leaves, long enough to read or select it
const tooltip = { trigger: 'item', hideDelay: DIAGRAM.tooltipDuration, enterable: true, confine: true };

/**
 * The ECharts option of a relations diagram (seed 002 §9): a tree series when asked and the links
 * form a tree (the first two levels open), otherwise a graph series with a force layout (repulsion
 * 500, opened at zoom 2, the center person bigger, one colour per person type, each link labelled
 * with its relation, unknown codes as 'code (???)').
 */
export function relationsOption({ graph, center, mode, relations, typeLabel, usernames }: OptionInput): Record<string, unknown> {
  const name = personName(graph, usernames);
  const root = mode === 'tree' ? treeRoot(graph) : undefined;
  if (root) {
    const relationOf = new Map(graph.links.map((l) => [l.target, relationLabel(l.relation, relations)]));
    const tree = toTree(graph, root, (r) => (relationOf.has(r) ? `${name(r)} (${relationOf.get(r)})` : name(r)));
    return {
      tooltip,
      series: [{
        type: 'tree', data: [tree], top: 24, bottom: 24, left: 140, right: 160, symbolSize: 12, roam: true,
        initialTreeDepth: DIAGRAM.treeInitialDepth, expandAndCollapse: true,
        label: { position: 'left', ...wrapped }, leaves: { label: { position: 'right', ...wrapped } },
      }],
    };
  }
  const types = [...new Set(graph.persons.map((p) => p.type ?? ''))];
  return {
    tooltip,
    legend: [{ data: types.map((t) => typeLabel(t || undefined)) }],
    series: [{
      type: 'graph',
      layout: 'force',
      roam: true,
      zoom: DIAGRAM.initialZoom,
      draggable: true,
      // started from a circle, not from random places: the same diagram at every opening
      force: { initLayout: 'circular', repulsion: DIAGRAM.repulsion, edgeLength: 110, layoutAnimation: false },
      categories: types.map((t) => ({ name: typeLabel(t || undefined) })),
      label: { show: true, position: 'right', ...wrapped },
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

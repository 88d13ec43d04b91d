#!/usr/bin/env node
// `npm run lint:deps`: the import rules of .dependency-cruiser.cjs over the whole repository (layer direction, no
// circular import), then the layer diagram of docs/architecture.md, drawn from the same dependency graph: the check
// fails when the page's diagram is not the graph's (`--write` redraws it). Part of `npm run lint`, so of CI.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const FOLDERS = ['schemas', 'engine', 'scripts-sandbox', 'renderers', 'app', 'server', 'tests', 'bench', 'scripts'];
/** The product's layers, drawn in this order; tests, bench and scripts import them all and are left out of the diagram. */
const LAYERS = ['schemas', 'engine', 'scripts-sandbox', 'renderers', 'app', 'server'];
const PAGE = 'docs/architecture.md';
const START = '<!-- dependency-graph:start (npm run lint:deps -- --write) -->';
const END = '<!-- dependency-graph:end -->';

const cruise = spawnSync('npx', ['depcruise', ...FOLDERS, '--config', '.dependency-cruiser.cjs', '-T', 'json'], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
if (cruise.error || !cruise.stdout) {
  console.error(cruise.stderr || cruise.error);
  process.exit(2);
}
const graph = JSON.parse(cruise.stdout);

const violations = graph.summary.violations.filter((v) => v.rule.severity === 'error');
for (const v of violations) console.error(`${v.rule.name}: ${v.cycle ? [v.from, ...v.cycle.map((c) => c.name ?? c)].join(' -> ') : `${v.from} -> ${v.to}`}`);

const layerOf = (path) => LAYERS.find((l) => path.startsWith(`${l}/`));
const edges = new Set();
for (const m of graph.modules) {
  const from = layerOf(m.source);
  if (!from) continue;
  for (const d of m.dependencies) {
    const to = layerOf(d.resolved);
    if (to && to !== from) edges.add(`${from} --> ${to}`);
  }
}
const id = (layer) => layer.replace('-', '_');
const diagram = [
  START,
  '```mermaid',
  'graph TD',
  ...LAYERS.map((l) => `  ${id(l)}[${l}/]`),
  ...[...edges].sort().map((e) => `  ${e.split(' --> ').map(id).join(' --> ')}`),
  '```',
  END,
].join('\n');

const page = readFileSync(PAGE, 'utf8');
const [before, rest] = page.split(START);
const after = rest?.split(END)[1];
if (after === undefined) {
  console.error(`${PAGE} has no ${START} … ${END} block`);
  process.exit(1);
}
const current = `${START}${rest.split(END)[0]}${END}`;
let stale = false;
if (current !== diagram) {
  if (process.argv.includes('--write')) writeFileSync(PAGE, `${before}${diagram}${after}`);
  else {
    stale = true;
    console.error(`${PAGE}: the layer diagram is not the dependency graph's; run npm run lint:deps -- --write`);
  }
}
console.log(`dependency rules: ${graph.summary.totalCruised} modules, ${graph.summary.totalDependenciesCruised} imports, ${violations.length} violation(s)${stale ? ', diagram stale' : ''}`);
process.exit(violations.length || stale ? 1 : 0);

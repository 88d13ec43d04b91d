/**
 * bench/serialize (issue 20 item 1, "precompiled serialisers elsewhere"): what a record page costs
 * the server to write on the JS path (includes, breakdowns, dotted projections, dyno entities,
 * audit collections: the answers PostgreSQL does not build), written by V8's JSON.stringify (what
 * Fastify uses for a route without a response schema, the routes' way today) and by a serialiser
 * precompiled from the entity's JSON schema with fast-json-stringify (what Fastify compiles for a
 * route with a response schema), each followed by the UTF-8 encoding the socket write needs.
 * Figures, never a pass/fail.
 *
 * The records are the demo world's (server/seed/demo, pure, no database) in the API shape of
 * `toRecord` (data plus the system fields), in pages of 20, for the entities with at least 20
 * records. The precompiled serialiser keeps every key (`additionalProperties: true`); a page whose
 * text does not parse back to the record (fast-json-stringify coerces a value of another type than
 * the schema's, e.g. a number in a string field) is counted as differing.
 *
 * Run: npx tsx bench/serialize.ts [--rounds=7] [--ms=250]
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { createDefaultRegistry } from '../engine/registry/defaultRegistry.ts';
import type { JsonSchema } from '../engine/registry/types.ts';
import { toRecord } from '../server/entities/records.ts';
import { generateDemoWorld } from '../server/seed/demo/generateDemoWorld.ts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = arg('rounds', 7);
const MS = arg('ms', 250);
const PAGE = 20;
const ENTITIES_DIR = join(import.meta.dirname, '..', 'schemas', 'entities');

type Rec = Record<string, unknown>;
type Serialise = (page: Rec[]) => string;

/** The schema with its file references (`../shapes/x.json`) replaced by the shapes they name, as fast-json-stringify needs them. */
function inlineRefs(schema: JsonSchema, from: string, depth = 0): JsonSchema {
  if (depth > 8) return {};
  if (typeof schema.$ref === 'string' && !schema.$ref.startsWith('#')) {
    const file = join(from, schema.$ref);
    return inlineRefs(JSON.parse(readFileSync(file, 'utf8')) as JsonSchema, dirname(file), depth + 1);
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || key === '$id' || key === '$schema') continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, inlineRefs(v, from, depth)]));
    } else if (key === 'items' && value && typeof value === 'object' && !Array.isArray(value)) {
      out.items = inlineRefs(value as JsonSchema, from, depth);
    } else out[key] = value;
  }
  // keep every key, as the JS path's answer does
  if (out.type === 'object' || out.properties) out.additionalProperties = true;
  return out;
}

/** The demo world's records of each entity, in the API shape, in pages of 20. */
function demoPages(): Map<string, Rec[][]> {
  const byEntity = new Map<string, Rec[]>();
  const now = new Date('2026-12-01T09:30:00.000Z');
  for (const op of generateDemoWorld('2026-12-01').operations) {
    if (op.op !== 'create') continue;
    const data = op.data;
    const record = toRecord({
      id: randomUUID(),
      registration: `${op.entity.slice(0, 3).toUpperCase()}${String((byEntity.get(op.entity)?.length ?? 0) + 1).padStart(8, '0')}`,
      name: typeof data.name === 'string' ? data.name : null,
      status: typeof data.status === 'string' ? data.status : null,
      data,
      version: 1,
      created_at: now,
      updated_at: now,
      created_by: 'admin@master',
      updated_by: 'admin@master',
    });
    byEntity.set(op.entity, [...(byEntity.get(op.entity) ?? []), record]);
  }
  const pages = new Map<string, Rec[][]>();
  for (const [entity, records] of byEntity) {
    if (records.length < PAGE) continue;
    const list: Rec[][] = [];
    for (let i = 0; i + PAGE <= records.length; i += PAGE) list.push(records.slice(i, i + PAGE));
    pages.set(entity, list);
  }
  return pages;
}

/** CPU microseconds per page (user + system) of writing every page and encoding it, the median of the rounds. */
function cpuPerPage(pages: Rec[][], serialise: Serialise): number {
  const perPage: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const wallStart = performance.now();
    const start = process.cpuUsage();
    let written = 0;
    let bytes = 0;
    while (performance.now() - wallStart < MS) {
      for (const page of pages) bytes += Buffer.from(serialise(page), 'utf8').length;
      written += pages.length;
    }
    const used = process.cpuUsage(start);
    if (bytes === 0) throw new Error('nothing written');
    perPage.push((used.user + used.system) / written);
  }
  perPage.sort((a, b) => a - b);
  return perPage[Math.floor(perPage.length / 2)];
}

function main(): void {
  const registry = createDefaultRegistry();
  console.log(`bench/serialize: ${cpus()[0]?.model ?? 'cpu'} x ${cpus().length}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`);
  console.log(`pages of ${PAGE} demo records; CPU µs per page (serialise + UTF-8), median of ${ROUNDS} rounds of ${MS} ms\n`);
  const rows: string[][] = [['entity', 'pages', 'kB/page', 'JSON.stringify', 'precompiled', 'precompiled ÷ JSON.stringify', 'pages differing']];
  let sumPlain = 0;
  let sumCompiled = 0;
  for (const [entity, pages] of demoPages()) {
    if (!registry.has(entity)) continue;
    const info = registry.get(entity);
    const schema = inlineRefs(info.schema, ENTITIES_DIR);
    const compiledRecord = fastJson({ type: 'array', items: schema } as Parameters<typeof fastJson>[0], { ajv: { strict: false } }) as (value: unknown) => string;
    const differing = pages.filter((page) => !isDeepStrictEqual(JSON.parse(compiledRecord(page)), JSON.parse(JSON.stringify(page)))).length;
    const plain = cpuPerPage(pages, (page) => JSON.stringify(page));
    const compiled = cpuPerPage(pages, compiledRecord);
    sumPlain += plain;
    sumCompiled += compiled;
    const kB = pages.reduce((n, p) => n + Buffer.byteLength(JSON.stringify(p)), 0) / pages.length / 1024;
    rows.push([entity, String(pages.length), kB.toFixed(1), `${plain.toFixed(1)} µs`, `${compiled.toFixed(1)} µs`, `${(compiled / plain).toFixed(2)}x`, String(differing)]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  console.log(`\nall entities: precompiled ÷ JSON.stringify = ${(sumCompiled / sumPlain).toFixed(2)}x (sum of the per-page figures)`);
}

main();

import { AppError } from '../errors/AppError.ts';

/** An accumulator of a `$group` stage. */
export type AccumulatorOp = 'sum' | 'avg' | 'min' | 'max' | 'count';

export interface Accumulator {
  /** The output name (an identifier). */
  name: string;
  op: AccumulatorOp;
  /** The field it reads; undefined for a count. */
  field?: string;
}

/** A pipeline of POST {apiPath}/aggregate, checked: one `$group`, optional `$match`, `$sort`, `$limit`. */
export interface AggregatePipeline {
  /** Filters in the list query language (`status: 'ACTIVE'`, `startDate: '20240101~'`). */
  match: Record<string, string>;
  /** The field grouped by; null for one group of all records. */
  groupBy: string | null;
  accumulators: Accumulator[];
  sort: { name: string; desc: boolean }[];
  limit: number;
}

/** Groups a pipeline answers at most. */
export const AGGREGATE_MAX_GROUPS = 1000;
/** Accumulators a `$group` may name. */
export const AGGREGATE_MAX_ACCUMULATORS = 10;
const STAGES = ['$match', '$group', '$sort', '$limit'];
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const OPS: Record<string, AccumulatorOp> = { $sum: 'sum', $avg: 'avg', $min: 'min', $max: 'max', $count: 'count' };

type Rec = Record<string, unknown>;
const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (path: string, why: string) => new AppError('INVALID_FIELD_IN_BODY', [path, why]);

/** `'$amount'` -> `amount`; anything else is refused. */
function fieldRef(value: unknown, path: string): string {
  if (typeof value !== 'string' || !value.startsWith('$') || value.length < 2) throw bad(path, 'a field written "$name"');
  return value.slice(1);
}

function parseMatch(stage: unknown, path: string): Record<string, string> {
  if (!isObject(stage)) throw bad(path, 'an object of field filters');
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(stage)) {
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[name] = String(value);
    else throw bad(`${path}.${name}`, 'a filter of the list query language (text, number or boolean)');
  }
  return out;
}

function parseAccumulator(name: string, spec: unknown, path: string): Accumulator {
  if (!NAME.test(name)) throw bad(path, 'an output name of letters, digits and _');
  if (!isObject(spec) || Object.keys(spec).length !== 1) throw bad(path, 'one of $sum, $avg, $min, $max, $count');
  const [key, arg] = Object.entries(spec)[0];
  const op = Object.hasOwn(OPS, key) ? OPS[key] : undefined;
  if (!op) throw bad(path, 'one of $sum, $avg, $min, $max, $count');
  if (op === 'count' || (op === 'sum' && arg === 1)) return { name, op: 'count' };
  return { name, op, field: fieldRef(arg, `${path}.${key}`) };
}

function parseGroup(stage: unknown, path: string): Pick<AggregatePipeline, 'groupBy' | 'accumulators'> {
  if (!isObject(stage) || !Object.hasOwn(stage, '_id')) throw bad(`${path}._id`, 'the field grouped by ("$name") or null');
  const groupBy = stage._id === null ? null : fieldRef(stage._id, `${path}._id`);
  const entries = Object.entries(stage).filter(([k]) => k !== '_id');
  if (entries.length > AGGREGATE_MAX_ACCUMULATORS) throw bad(path, `at most ${AGGREGATE_MAX_ACCUMULATORS} accumulators`);
  return { groupBy, accumulators: entries.map(([name, spec]) => parseAccumulator(name, spec, `${path}.${name}`)) };
}

function parseSort(stage: unknown, path: string, names: Set<string>): { name: string; desc: boolean }[] {
  if (!isObject(stage)) throw bad(path, 'an object of output names and 1 or -1');
  return Object.entries(stage).map(([name, dir]) => {
    if (!names.has(name)) throw bad(`${path}.${name}`, 'an output of the $group stage');
    if (dir !== 1 && dir !== -1) throw bad(`${path}.${name}`, '1 or -1');
    return { name, desc: dir === -1 };
  });
}

/**
 * Checks the pipeline of POST {apiPath}/aggregate: a non-empty array of stages, each an object of
 * one key, taken from the safe subset `$match` (filters of the list query language), `$group`
 * (`_id` and accumulators `$sum` / `$avg` / `$min` / `$max` / `$count`), `$sort` and `$limit`, in
 * that order, `$group` required. An empty pipeline is 400 EMPTY_AGGREGATE_PIPELINE; anything else
 * wrong is 400 INVALID_ARRAY_FIELD or INVALID_FIELD_IN_BODY naming the stage. Field names are
 * checked against the entity by the caller.
 */
export function parseAggregatePipeline(pipeline: unknown): AggregatePipeline {
  if (pipeline === undefined || pipeline === null) throw new AppError('MISSING_FIELD_IN_BODY', ['pipeline']);
  if (!Array.isArray(pipeline)) throw new AppError('INVALID_ARRAY_FIELD', ['pipeline']);
  if (!pipeline.length) throw new AppError('EMPTY_AGGREGATE_PIPELINE');
  const out: AggregatePipeline = { match: {}, groupBy: null, accumulators: [], sort: [], limit: AGGREGATE_MAX_GROUPS };
  let last = -1;
  let grouped = false;
  pipeline.forEach((stage: unknown, i) => {
    const path = `pipeline.${i}`;
    const key = isObject(stage) && Object.keys(stage).length === 1 ? Object.keys(stage)[0] : undefined;
    const order = key ? STAGES.indexOf(key) : -1;
    if (!key || order < 0) throw bad(path, `one stage of ${STAGES.join(', ')}`);
    if (order <= last) throw bad(path, `stages in the order ${STAGES.join(', ')}, each once`);
    last = order;
    const body = (stage as Rec)[key];
    if (key === '$match') out.match = parseMatch(body, `${path}.$match`);
    if (key === '$group') {
      Object.assign(out, parseGroup(body, `${path}.$group`));
      grouped = true;
    }
    if (key === '$sort') out.sort = parseSort(body, `${path}.$sort`, new Set(['_id', ...out.accumulators.map((a) => a.name)]));
    if (key === '$limit') {
      if (!Number.isInteger(body) || (body as number) < 1 || (body as number) > AGGREGATE_MAX_GROUPS) throw bad(`${path}.$limit`, `a whole number from 1 to ${AGGREGATE_MAX_GROUPS}`);
      out.limit = body as number;
    }
  });
  if (!grouped) throw bad('pipeline', 'a $group stage');
  return out;
}

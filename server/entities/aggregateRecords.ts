import { AppError } from '../../engine/errors/AppError.ts';
import type { AggregatePipeline, Accumulator } from '../../engine/query/parseAggregatePipeline.ts';
import { parseListQuery } from '../../engine/query/parseListQuery.ts';
import type { FieldPath } from '../../engine/query/resolveField.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { fieldText, fieldTyped } from './fieldExpr.ts';
import { whereSql, type FieldResolver } from './listSql.ts';
import { Params } from './sqlWhere.ts';

type Rec = Record<string, unknown>;
const NUMERIC = new Set(['number', 'integer']);

/** A field of a stage: known, and not one crossing an array (one value per record). */
function scalarField(resolve: (name: string) => FieldPath | undefined, name: string, path: string): FieldPath {
  const f = resolve(name);
  if (!f) throw new AppError('INVALID_FIELD_IN_BODY', [path, `unknown field "${name}"`]);
  if (f.elementPath) throw new AppError('INVALID_FIELD_IN_BODY', [path, `"${name}" is inside an array`]);
  return f;
}

function accumulatorSql(a: Accumulator, resolve: (name: string) => FieldPath | undefined): string {
  if (a.op === 'count') return 'count(*)';
  const f = scalarField(resolve, a.field as string, `$group.${a.name}`);
  if ((a.op === 'sum' || a.op === 'avg') && !NUMERIC.has(f.kind)) throw new AppError('INVALID_FIELD_IN_BODY', [`$group.${a.name}`, `"${a.field}" is not a number`]);
  return `${a.op}(${fieldTyped(f)})`;
}

/** Numbers come back from PostgreSQL as text (numeric, bigint): as JSON numbers again. */
function numberOf(v: unknown): unknown {
  return typeof v === 'string' && v !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
}

/**
 * Runs a checked pipeline (engine/query/parseAggregatePipeline.ts) over the rows of the caller's
 * tenant (the transaction's row-level security): `$match` is the WHERE of a list query, `$group`
 * a GROUP BY on one field with aggregate functions, output names quoted identifiers, values bound
 * parameters. Answers `[{_id, <name>: value, ...}]`.
 */
export async function aggregateRecords(q: Queryable, info: EntityInfo, pipeline: AggregatePipeline, resolve: (name: string) => FieldPath | undefined): Promise<Rec[]> {
  // a $match field must be known (it may cross an array: `persons.role`)
  for (const name of Object.keys(pipeline.match)) if (!resolve(name)) throw new AppError('INVALID_FIELD_IN_BODY', [`$match.${name}`, `unknown field "${name}"`]);
  const query = parseListQuery(pipeline.match, (name) => !!resolve(name));
  const field: FieldResolver = (name) => resolve(name) as FieldPath;
  const p = new Params();
  const where = whereSql(info, { ...query, search: undefined }, field, p);
  const key = pipeline.groupBy === null ? undefined : scalarField(resolve, pipeline.groupBy, '$group._id');
  const columns = [key ? `${fieldText(key)} AS "_id"` : 'NULL AS "_id"', ...pipeline.accumulators.map((a) => `${accumulatorSql(a, resolve)} AS "${a.name}"`)];
  const order = pipeline.sort.length ? pipeline.sort.map((s) => `"${s.name}" ${s.desc ? 'DESC' : 'ASC'} NULLS LAST`).join(', ') : '1 NULLS LAST';
  const { rows } = await q.query<Rec>(
    `SELECT ${columns.join(', ')} FROM ${info.table} ${where} GROUP BY ${key ? '1' : '()'} ORDER BY ${order} LIMIT ${pipeline.limit}`,
    p.values,
  );
  const keyIsNumber = key !== undefined && NUMERIC.has(key.kind);
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === '_id' && !keyIsNumber ? v : numberOf(v)])));
}

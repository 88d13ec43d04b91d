import type { ListQuery } from '../../engine/query/types.ts';
import type { Params } from './sqlWhere.ts';

/** ISO 8601 in UTC with milliseconds, as `Date.toISOString` writes it (both truncate to the ms). */
const isoSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The API shape of a row (records.ts `toRecord`) built by the database as jsonb: the data plus the
 * system fields, a system field winning over a data key of the same name. jsonb orders the keys
 * its own way (shorter first); clients read records by key, never by position.
 */
export const RECORD_JSONB = `(data || jsonb_build_object(
  '_id', id, 'registration', registration,
  'name', COALESCE(to_jsonb(name), data -> 'name'), 'status', COALESCE(to_jsonb(status), data -> 'status'),
  '_version', version, '_insertDate', ${isoSql('created_at')}, '_updateDate', ${isoSql('updated_at')},
  '_insertUser', created_by, '_updateUser', updated_by))`;

/** A projection the database can apply: top-level field names only. */
export interface SqlProjection {
  include: string[];
  exclude: string[];
}

/** Names of a projection's paths, or undefined when one goes below the top level (`persons.name`). */
function topLevel(paths: string[]): string[] | undefined {
  const names: string[] = [];
  for (const path of paths) {
    const segments = path.split('.').filter(Boolean);
    if (segments.length > 1) return undefined;
    if (segments.length === 1) names.push(segments[0]);
  }
  return names;
}

/**
 * The projection of a query as the database applies it (see applyProjection: kept fields when
 * some are named, then the excluded ones dropped), or undefined when it needs the JS path (a
 * dotted path, applied through arrays).
 */
export function sqlProjection(projection: ListQuery['projection']): SqlProjection | undefined {
  if (!projection) return { include: [], exclude: [] };
  const include = topLevel(projection.include);
  const exclude = topLevel(projection.exclude);
  return include && exclude ? { include, exclude } : undefined;
}

/** SQL of a row's record as jsonb with the projection applied (its names are parameters of `p`). */
export function recordJsonSql(projection: SqlProjection, p: Params): string {
  let json = RECORD_JSONB;
  if (projection.include.length) {
    // only the named fields the record has (a missing one stays missing, as in the JS path)
    json = `(SELECT COALESCE(jsonb_object_agg(k.key, k.value), '{}'::jsonb) FROM jsonb_each(${json}) k WHERE k.key = ANY(${p.add(projection.include)}::text[]))`;
  }
  if (projection.exclude.length) json = `(${json} - ${p.add(projection.exclude)}::text[])`;
  return json;
}

/** The page of a list as the database answers it: the rows read (one more than a page, to know whether it continues) and the JSON array text of the first `size`. */
export interface JsonPage {
  n: number;
  body: string;
  /** Registrations of the page's first and last rows (keyset paging remembers their sort keys: pageCursors.ts). */
  first_registration: string | null;
  last_registration: string | null;
  /** The tenant's row counters of the table, read by the same statement (pageCounters.ts), when asked for. */
  counters?: string | null;
}

/**
 * Wraps the SELECT of a page's rows (`rowsSql`, its ORDER BY and LIMIT included) so the database
 * answers the page as one JSON array text of the first `size` rows, in their order, and how many
 * rows the SELECT found; `counters` (pageCounters.ts), when given, is one more column read by the
 * same statement (one round trip).
 */
export function jsonPageSql(rowsSql: string, size: number, projection: SqlProjection, p: Params, counters?: string): string {
  const json = recordJsonSql(projection, p);
  return `SELECT count(*)::int AS n, '[' || COALESCE(string_agg(x.j, ',' ORDER BY x.ord) FILTER (WHERE x.ord <= ${Math.floor(size)}), '') || ']' AS body,
      max(x.reg) FILTER (WHERE x.ord = 1) AS first_registration,
      (array_agg(x.reg ORDER BY x.ord DESC) FILTER (WHERE x.ord <= ${Math.floor(size)}))[1] AS last_registration${counters ? `,
      ${counters} AS counters` : ''}
    FROM (SELECT ${json}::text AS j, t.registration AS reg, row_number() OVER () AS ord FROM (${rowsSql}) t) x`;
}

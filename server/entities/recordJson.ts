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

/** The keys the system fields take in a record: dropped from the stored data when the record's text is built. */
const SYSTEM_KEYS = `'{_id,registration,name,status,_version,_insertDate,_updateDate,_insertUser,_updateUser}'::text[]`;
const jsonText = (sql: string) => `COALESCE(to_json(${sql})::text, 'null')`;

/**
 * The record's JSON text (the API shape, as RECORD_JSONB) built as text: the system fields written
 * first, then the stored data's own text without its opening brace (and without the keys the
 * system fields take, so no key appears twice). The same object as RECORD_JSONB at about 60 % of
 * its cost (bench/api, issue 20 item 1): merging two jsonb values, then writing the result, builds
 * the record twice; here the data is written once, as stored. A data text always starts with `{"`
 * or is `{}` (ltrim then leaves `}`: no member to add).
 */
export const RECORD_TEXT = `('{"_id": "' || id || '", "registration": ' || ${jsonText('registration')}
  || ', "name": ' || COALESCE(to_json(name)::text, (data -> 'name')::text, 'null') || ', "status": ' || COALESCE(to_json(status)::text, (data -> 'status')::text, 'null')
  || ', "_version": ' || version || ', "_insertDate": "' || ${isoSql('created_at')} || '", "_updateDate": "' || ${isoSql('updated_at')}
  || '", "_insertUser": ' || ${jsonText('created_by')} || ', "_updateUser": ' || ${jsonText('updated_by')}
  || COALESCE(', ' || nullif(ltrim((data - ${SYSTEM_KEYS})::text, '{'), '}'), '}'))`;

/** SQL of a row's record as JSON text with the projection applied: RECORD_TEXT without one, the jsonb form's text with one. */
export function recordTextSql(projection: SqlProjection, p: Params): string {
  return projection.include.length || projection.exclude.length ? `${recordJsonSql(projection, p)}::text` : RECORD_TEXT;
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
  const json = recordTextSql(projection, p);
  const first = Math.floor(size);
  // the record texts are built in the aggregate: its FILTER skips the row read past the page
  return `SELECT count(*)::int AS n, '[' || COALESCE(string_agg(${json}, ',' ORDER BY x.ord) FILTER (WHERE x.ord <= ${first}), '') || ']' AS body,
      max(x.registration) FILTER (WHERE x.ord = 1) AS first_registration,
      (array_agg(x.registration ORDER BY x.ord DESC) FILTER (WHERE x.ord <= ${first}))[1] AS last_registration${counters ? `,
      ${counters} AS counters` : ''}
    FROM (SELECT t.*, row_number() OVER () AS ord FROM (${rowsSql}) t) x`;
}

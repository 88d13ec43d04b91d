import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { AUDIT_COLLECTIONS } from './auditCollections.ts';
import { sqlProjection, type SqlProjection } from './recordJson.ts';

/** What a GET of the generic collection routes asks for, as far as its answer's shape goes. */
export interface ReadShape {
  method: string;
  projection?: ListQuery['projection'];
  include: string[];
  breakdown?: string;
}

/**
 * The projection the database applies when a GET answers records exactly as they are stored
 * (issue 20 item 1: PostgreSQL builds the JSON text, the server sends it without parsing it), or
 * undefined for the JS path: HEAD, includes (resolved after the read), a breakdown, a dotted
 * projection (applied through arrays), dyno entities and the audit collections.
 */
export function databaseJsonProjection(info: EntityInfo, shape: ReadShape): SqlProjection | undefined {
  // TABULA_JSON_IN_SQL=0: every answer through the JS path (a switch for comparisons, bench/api)
  if (process.env.TABULA_JSON_IN_SQL === '0') return undefined;
  if (shape.method !== 'GET' || shape.include.length || shape.breakdown) return undefined;
  if (info.dyno || AUDIT_COLLECTIONS.has(info.name)) return undefined;
  return sqlProjection(shape.projection);
}

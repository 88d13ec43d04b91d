import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { jsonText } from './fieldExpr.ts';
import { ROW_COLUMNS, type EntityRow } from './records.ts';
import { recordTextSql, type SqlProjection } from './recordJson.ts';
import { Params } from './sqlWhere.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Data fields that may key a record in its URL (x-entity.keyField: username, key...). */
export function keyFieldOf(info: EntityInfo): string | undefined {
  const k = info.keyField;
  return k && !['registration', '_id', 'name'].includes(k) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? k : undefined;
}

/** The WHERE and ORDER of the row a URL key designates (`$1` is the key). */
function keyMatch(info: EntityInfo, key: string): string {
  const alternatives = ['registration = $1'];
  if (UUID.test(key)) alternatives.push('id = $1::uuid');
  const keyField = keyFieldOf(info);
  if (keyField) alternatives.push(`${jsonText([keyField])} = $1`);
  if (info.keyField === 'name') alternatives.push('name = $1');
  const order = alternatives.length > 1 ? 'ORDER BY (registration = $1) DESC LIMIT 1' : '';
  return `WHERE ${alternatives.join(' OR ')} ${order}`;
}

/**
 * The row a URL key designates: its registration, its id (a UUID), or the entity's key field
 * (`/api/core/users/{username}`, `/api/core/feature-flags/{name}`). A registration wins over the
 * other keys. `lock` takes the row lock (FOR UPDATE) that writes need.
 */
export async function findRow(q: Queryable, info: EntityInfo, key: string, lock = false): Promise<EntityRow> {
  const { rows } = await q.query<EntityRow>(`SELECT ${ROW_COLUMNS} FROM ${info.table} ${keyMatch(info, key)} ${lock ? 'FOR UPDATE' : ''}`, [key]);
  if (!rows[0]) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', [info.name, key]);
  return rows[0];
}

/**
 * The record a URL key designates as the JSON text the database builds (records.ts shape, the
 * projection applied), with its version (the ETag): what GET answers when nothing else changes it.
 */
export async function findRecordJson(q: Queryable, info: EntityInfo, key: string, projection: SqlProjection): Promise<{ body: string; version: number }> {
  const p = new Params();
  p.add(key);
  const json = recordTextSql(projection, p);
  const { rows } = await q.query<{ body: string; version: number }>(`SELECT ${json} AS body, version FROM ${info.table} ${keyMatch(info, key)}`, p.values);
  if (!rows[0]) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', [info.name, key]);
  return { body: rows[0].body, version: Number(rows[0].version) };
}

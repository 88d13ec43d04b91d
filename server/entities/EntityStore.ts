import { AppError } from '../../engine/errors/AppError.ts';
import { resolveField, type FieldPath } from '../../engine/query/resolveField.ts';
import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { diffRecords, type HistoryWriter } from './history.ts';
import { nextRegistration, TEMPORARY_REGISTRATION } from './registrations.ts';
import { ROW_COLUMNS, stripSystemFields, toRecord, type EntityRow } from './records.ts';
import { conditionSql, Params, searchSql } from './sqlWhere.ts';
import type { EntityValidators } from './validators.ts';

/** Counts are exact up to this many rows, then reported as a lower bound ("10000+"). */
export const COUNT_CAP = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ListResult {
  records: Record<string, unknown>[];
  total: number;
  totalIsLowerBound: boolean;
  continues: boolean;
}

export interface WriteOptions {
  username: string;
  expectedVersion?: number;
}

/**
 * Generic storage of every entity collection: the same code serves all ~90 entities, driven by
 * their definitions. Runs inside a tenant transaction, so row-level security scopes every query.
 */
export class EntityStore {
  constructor(
    private readonly validators: EntityValidators,
    private readonly deref: (s: JsonSchema) => JsonSchema,
    private readonly history: HistoryWriter,
  ) {}

  field(info: EntityInfo, name: string): FieldPath | undefined {
    return resolveField(info.schema, name, this.deref);
  }

  private fieldOrThrow(info: EntityInfo, name: string): FieldPath {
    const f = this.field(info, name);
    if (!f) throw new AppError('INVALID_FIELD_IN_QUERY', [name, 'unknown field']);
    return f;
  }

  private where(info: EntityInfo, query: ListQuery, p: Params): string {
    const parts = query.conditions.map((c) => conditionSql(c, this.fieldOrThrow(info, c.field), p));
    if (query.search) {
      const fields = info.searchFields.map((f) => this.field(info, f)).filter((f): f is FieldPath => !!f);
      parts.push(searchSql(query.search, fields, p));
    }
    return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
  }

  private orderBy(info: EntityInfo, query: ListQuery, p: Params): string {
    const keys = query.sort.map(({ field, desc }) => {
      const f = this.fieldOrThrow(info, field);
      const expr = f.column ?? `(data #>> ${p.add(f.path)}::text[])`;
      const typed = f.kind === 'number' || f.kind === 'integer' ? `(${expr})::numeric` : expr;
      return `${typed} ${desc ? 'DESC' : 'ASC'} NULLS LAST`;
    });
    keys.push(query.sort.length ? 'registration ASC' : 'registration DESC');
    return `ORDER BY ${keys.join(', ')}`;
  }

  async list(q: Queryable, info: EntityInfo, query: ListQuery): Promise<ListResult> {
    const p = new Params();
    const where = this.where(info, query, p);
    const order = this.orderBy(info, query, p);
    const limit = p.add(query.size + 1);
    const offset = p.add(query.offset);
    const { rows } = await q.query<EntityRow>(
      `SELECT ${ROW_COLUMNS} FROM ${info.table} ${where} ${order} LIMIT ${limit} OFFSET ${offset}`,
      p.values,
    );
    const continues = rows.length > query.size;
    const page = continues ? rows.slice(0, query.size) : rows;
    const total = await this.count(q, info, query, query.offset + page.length, continues);
    return { records: page.map(toRecord), continues, ...total };
  }

  private async count(q: Queryable, info: EntityInfo, query: ListQuery, seen: number, continues: boolean) {
    if (!continues && (seen > 0 || query.offset === 0)) return { total: seen, totalIsLowerBound: false };
    const p = new Params();
    const where = this.where(info, query, p);
    const { rows } = await q.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM ${info.table} ${where} LIMIT ${COUNT_CAP + 1}) capped`,
      p.values,
    );
    const n = Number(rows[0]?.n ?? 0);
    return n > COUNT_CAP ? { total: COUNT_CAP, totalIsLowerBound: true } : { total: n, totalIsLowerBound: false };
  }

  private async findRow(q: Queryable, info: EntityInfo, key: string, lock = false): Promise<EntityRow> {
    const byId = UUID.test(key);
    const { rows } = await q.query<EntityRow>(
      `SELECT ${ROW_COLUMNS} FROM ${info.table} WHERE ${byId ? 'id = $1::uuid OR ' : ''}registration = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [key],
    );
    if (!rows[0]) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', [info.name, key]);
    return rows[0];
  }

  async get(q: Queryable, info: EntityInfo, key: string): Promise<Record<string, unknown>> {
    return toRecord(await this.findRow(q, info, key));
  }

  /** Derives `name` from other fields when the definition says so (e.g. first and last name). */
  private withName(info: EntityInfo, data: Record<string, unknown>): Record<string, unknown> {
    if (data.name || !info.nameFrom.length) return data;
    const derived = info.nameFrom.map((f) => data[f]).filter((v) => typeof v === 'string' && v.trim()).join(' ');
    return derived ? { ...data, name: derived } : data;
  }

  async create(q: Queryable, info: EntityInfo, body: Record<string, unknown>, opts: WriteOptions) {
    const data = this.withName(info, stripSystemFields(body));
    const asked = typeof data.registration === 'string' ? data.registration.trim() : '';
    const temporary = TEMPORARY_REGISTRATION.test(asked) ? asked : undefined;
    const registration = asked && !temporary ? asked : await nextRegistration(q, info);
    const record: Record<string, unknown> = { ...data, registration };
    this.validators.check(info, record);
    const { rows } = await q.query<EntityRow>(
      `INSERT INTO ${info.table} (registration, name, status, data, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (tenant, registration) DO NOTHING
       RETURNING ${ROW_COLUMNS}`,
      [registration, strOrNull(record.name), strOrNull(record.status), record, opts.username],
    );
    if (!rows[0]) throw new AppError('VALUE_ALREADY_EXISTS', [registration, 'registration']);
    const created = toRecord(rows[0]);
    await this.history.write(q, { info, registration, username: opts.username, action: 'create', changes: diffRecords({}, record) });
    return temporary ? { ...created, _temporaryRegistration: temporary } : created;
  }

  async update(q: Queryable, info: EntityInfo, key: string, body: Record<string, unknown>, opts: WriteOptions) {
    const row = await this.findRow(q, info, key, true);
    const current = toRecord(row);
    if (opts.expectedVersion !== undefined && opts.expectedVersion !== Number(row.version)) {
      const err = new AppError('STALE_VERSION', [info.name, row.registration, row.version, opts.expectedVersion]);
      err.rejectionReason = err.message;
      throw err;
    }
    const patch = stripSystemFields(body);
    if ('registration' in patch && patch.registration !== row.registration) {
      throw new AppError('INVALID_FIELD_IN_BODY', ['registration', 'a registration cannot be changed']);
    }
    if ('status' in patch && (patch.status ?? null) !== (row.status ?? null)) throw new AppError('STATUS_PATCH_PROHIBITED');
    const next = this.withName(info, { ...row.data, ...patch, registration: row.registration, status: row.status ?? undefined });
    if (next.status === undefined) delete next.status;
    this.validators.check(info, next);
    const { rows } = await q.query<EntityRow>(
      `UPDATE ${info.table} SET name = $2, data = $3, version = version + 1, updated_at = now(), updated_by = $4
       WHERE id = $1 RETURNING ${ROW_COLUMNS}`,
      [row.id, strOrNull(next.name), next, opts.username],
    );
    const changes = diffRecords(row.data, next);
    if (changes.length) {
      await this.history.write(q, { info, registration: row.registration, username: opts.username, action: 'update', changes });
    }
    return rows[0] ? toRecord(rows[0]) : current;
  }

  async remove(q: Queryable, info: EntityInfo, key: string, opts: WriteOptions): Promise<void> {
    const row = await this.findRow(q, info, key, true);
    await q.query(`DELETE FROM ${info.table} WHERE id = $1`, [row.id]);
    await this.history.write(q, { info, registration: row.registration, username: opts.username, action: 'delete', changes: diffRecords(row.data, {}) });
  }
}

function strOrNull(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { applyDefaults, stripReadOnly } from './bodyRules.ts';
import { checkFields } from './fieldChecks.ts';
import { findRow } from './findRow.ts';
import { diffRecords, type HistoryWriter } from './history.ts';
import { ROW_COLUMNS, stripSystemFields, toRecord, type EntityRow } from './records.ts';
import { formatRegistration, nextRegistration, TEMPORARY_REGISTRATION } from './registrations.ts';
import { insertOrReplay } from './temporaryReplay.ts';
import { fieldErrorsToAppError, type EntityValidators } from './validators.ts';
import type { WriteHooks } from './writeHooks.ts';
import type { WriteOptions } from './writeOptions.ts';
import { tenantCurrencyOf } from './tenantCurrency.ts';

type Rec = Record<string, unknown>;

/** What the write path needs from the store. */
export interface WriteDeps {
  validators: EntityValidators;
  deref: (s: JsonSchema) => JsonSchema;
  history: HistoryWriter;
  /** Table of Counter records, when that entity exists. */
  counterTable?: string;
  /** Business rules run on every write of their entity (contract computation...). */
  hooks?: WriteHooks;
}

export type { WriteOptions } from './writeOptions.ts';

/** Collections whose records are never changed or deleted once written (the audit trail). */
export const APPEND_ONLY = new Set(['History']);

/** Generated registrations drawn at most this many times when one is already taken. */
const REGISTRATION_ATTEMPTS = 5;

const strOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

function clean(deps: WriteDeps, info: EntityInfo, body: Rec, opts: WriteOptions): Rec {
  const data = stripSystemFields(body);
  return opts.fromClient ? (stripReadOnly(info.schema, data, deps.deref) as Rec) : data;
}

/**
 * A new record of an entity with a currency (`x-entity.currency`) that gives none, not even by its
 * schema's default, takes the tenant's (docs/formats.md, Tenant settings).
 */
async function withTenantCurrency(q: Queryable, info: EntityInfo, data: Rec, known: string | undefined): Promise<Rec> {
  const missing = data.currency === undefined || data.currency === null || data.currency === '';
  if (!info.currency || !missing) return data;
  // a REST create loaded the tenant's profile; a script, an import or a workflow asks the database
  const currency = known ?? (await tenantCurrencyOf(q));
  return currency ? { ...data, currency } : data;
}

/** The name derived from other fields (`nameFrom`: first and last name), or undefined. */
function derivedName(info: EntityInfo, data: Rec): string | undefined {
  if (!info.nameFrom.length) return undefined;
  const parts = info.nameFrom.map((f) => data[f]).filter((v) => typeof v === 'string' && v.trim());
  return parts.length ? parts.join(' ') : undefined;
}

/** Registration, name and status are indexed columns: longer texts cannot be indexed (nor read). */
export const MAX_COLUMN_TEXT = 1000;

function assertColumnLengths(record: Rec): void {
  for (const column of ['registration', 'name', 'status']) {
    const v = record[column];
    if (typeof v === 'string' && v.length > MAX_COLUMN_TEXT) {
      throw new AppError('INVALID_FIELD_VALUE', [column, `longer than ${MAX_COLUMN_TEXT} characters`], [
        { path: column, message: `longer than ${MAX_COLUMN_TEXT} characters`, code: 'INVALID_FIELD_VALUE' },
      ]);
    }
  }
}

/** Schema (ajv) first, then the field rules; returns the record with normalized values. */
function validated(deps: WriteDeps, info: EntityInfo, record: Rec, opts: WriteOptions): Rec {
  deps.validators.check(info, record);
  assertColumnLengths(record);
  const { record: checked, errors } = checkFields(info.schema, record, deps.deref, { tenant: opts.tenant, locale: opts.locale, bypassIbanCheck: opts.bypassIbanCheck });
  // errors of transitionOnly fields never block a plain save (seed 000 §4.1): transitions check them
  const blocking = errors.filter((e) => !e.transition);
  if (blocking.length) throw fieldErrorsToAppError(blocking);
  return checked;
}

function assertVersion(info: EntityInfo, row: EntityRow, expected: number | undefined): void {
  if (expected === undefined || expected === Number(row.version)) return;
  const err = new AppError('STALE_VERSION', [info.name, row.registration, row.version, expected]);
  err.rejectionReason = err.message;
  throw err;
}

async function findTemporary(q: Queryable, info: EntityInfo, temporary: string): Promise<EntityRow | undefined> {
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${info.table} WHERE data ? '_temporaryRegistration' AND (data ->> '_temporaryRegistration') = $1`,
    [temporary],
  );
  return rows[0];
}

/**
 * Creates a record. The registration is the one asked for, or drawn from the entity's counter; a
 * temporary TMP + 8 digits registration (offline clients) is replaced, reported as
 * `_temporaryRegistration`, and a replay of the same temporary registration returns the record
 * already created instead of a duplicate.
 */
export async function createRecord(deps: WriteDeps, q: Queryable, info: EntityInfo, body: Rec, opts: WriteOptions) {
  const input = await withTenantCurrency(q, info, applyDefaults(info.schema, clean(deps, info, body, opts), deps.deref), opts.tenantCurrency);
  const name = strOrNull(input.name) ?? derivedName(info, input);
  const data: Rec = name ? { ...input, name } : input;
  const asked = typeof data.registration === 'string' ? data.registration.trim() : '';
  const temporary = TEMPORARY_REGISTRATION.test(asked) ? asked : undefined;
  if (temporary) {
    const replayed = await findTemporary(q, info, temporary);
    if (replayed) return { ...toRecord(replayed), _temporaryRegistration: temporary };
    data._temporaryRegistration = temporary;
  }
  const generated = !asked || !!temporary;
  const placeholder = formatRegistration(info.registration.prefix, info.registration.digits, 1);
  const computed = deps.hooks?.has(info.name) ? await deps.hooks.before({ q, info, record: data, opts }) : data;
  let record = validated(deps, info, { ...computed, registration: generated ? placeholder : asked }, opts);
  await deps.hooks?.check({ q, info, record, opts });
  for (let attempt = 0; attempt < REGISTRATION_ATTEMPTS; attempt++) {
    const registration = generated ? await nextRegistration(q, info, deps.counterTable) : asked;
    record = { ...record, registration };
    const replay = temporary ? () => findTemporary(q, info, temporary) : undefined;
    const { rows, replayed } = await insertOrReplay(q, info.table, replay, () => q.query<EntityRow>(
      `INSERT INTO ${info.table} (registration, name, status, data, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (tenant, registration) DO NOTHING
       RETURNING ${ROW_COLUMNS}`,
      [registration, strOrNull(record.name), strOrNull(record.status), record, opts.username],
    ));
    if (replayed) return { ...toRecord(replayed), _temporaryRegistration: temporary };
    if (rows[0]) {
      await deps.history.write(q, { info, registration, username: opts.username, action: 'CREATE', changes: diffRecords({}, record) });
      const saved = toRecord(rows[0]);
      await deps.hooks?.after({ q, info, record, opts, saved });
      return saved;
    }
    if (!generated) break;
  }
  throw new AppError('VALUE_ALREADY_EXISTS', [asked || info.registration.prefix, 'registration']);
}

/**
 * Updates a record: the body is merged into it (or replaces it with `replace`), then validated
 * whole. The registration never changes; the status changes only in a workflow transition. A
 * write that changes nothing keeps the version; any other bumps it and writes a History entry.
 */
export async function updateRecord(deps: WriteDeps, q: Queryable, info: EntityInfo, key: string, body: Rec, opts: WriteOptions) {
  if (APPEND_ONLY.has(info.name)) throw new AppError('IMMUTABLE_ENTITY', [info.name]);
  const row = await findRow(q, info, key, true);
  assertVersion(info, row, opts.expectedVersion);
  const patch = clean(deps, info, body, opts);
  if ('registration' in patch && patch.registration !== row.registration) {
    throw new AppError('INVALID_FIELD_IN_BODY', ['registration', 'a registration cannot be changed']);
  }
  const statusChanged = 'status' in patch && (patch.status ?? null) !== (row.status ?? null);
  if (statusChanged && !opts.workflow) throw new AppError('STATUS_PATCH_PROHIBITED');
  const base: Rec = opts.replace ? {} : row.data;
  const next: Rec = { ...base, ...patch, registration: row.registration };
  if (!statusChanged) {
    if (row.status === null) delete next.status;
    else next.status = row.status;
  }
  const wasDerived = row.data.name === undefined || row.data.name === derivedName(info, row.data);
  if (!('name' in patch) && wasDerived && derivedName(info, next)) next.name = derivedName(info, next);
  const computed = deps.hooks?.has(info.name) ? await deps.hooks.before({ q, info, previous: { ...row.data, status: row.status }, record: next, opts }) : next;
  const record = validated(deps, info, computed, opts);
  await deps.hooks?.check({ q, info, previous: { ...row.data, status: row.status }, record, opts });
  const changes = diffRecords(row.data, record);
  if (!changes.length) return toRecord(row);
  const { rows } = await q.query<EntityRow>(
    `UPDATE ${info.table} SET name = $2, status = $3, data = $4, version = version + 1, updated_at = now(), updated_by = $5
     WHERE id = $1 RETURNING ${ROW_COLUMNS}`,
    [row.id, strOrNull(record.name), strOrNull(record.status), record, opts.username],
  );
  const action = statusChanged ? 'TRANSITION' : 'UPDATE';
  await deps.history.write(q, { info, registration: row.registration, username: opts.username, action, changes });
  const saved = toRecord(rows[0]);
  await deps.hooks?.after({ q, info, previous: row.data, record, opts, saved });
  return saved;
}

/** Deletes a record (with its History entry); a stale expected version is a 409. */
export async function removeRecord(deps: WriteDeps, q: Queryable, info: EntityInfo, key: string, opts: WriteOptions): Promise<void> {
  if (APPEND_ONLY.has(info.name)) throw new AppError('IMMUTABLE_ENTITY', [info.name]);
  const row = await findRow(q, info, key, true);
  assertVersion(info, row, opts.expectedVersion);
  await deps.hooks?.beforeRemove({ q, info, previous: { ...row.data, status: row.status }, opts });
  await q.query(`DELETE FROM ${info.table} WHERE id = $1`, [row.id]);
  await deps.history.write(q, { info, registration: row.registration, username: opts.username, action: 'DELETE', changes: diffRecords(row.data, {}) });
  await deps.hooks?.afterRemove({ q, info, previous: { ...row.data, status: row.status }, opts });
}

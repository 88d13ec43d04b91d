import { AppError } from '../../engine/errors/AppError.ts';
import { mapImportRow, type ImportColumn } from '../../engine/imports/mapImportRow.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { readInterfaceOptions } from '../auth/interfaceOptions.ts';
import type { Caller } from '../auth/callers.ts';
import type { AppContext } from '../context.ts';
import { AUDIT_COLLECTIONS } from '../entities/auditCollections.ts';
import type { WriteOptions } from '../entities/writeRecords.ts';
import { loadTenantProfile } from '../storage/tenantProfile.ts';

type Rec = Record<string, unknown>;

/** Rows one run takes at most. */
export const MAX_IMPORT_ROWS = 5000;

/** What the /imports page sends: the collection, the file's name and rows as read, the mapping chosen. */
export interface ImportRequest {
  entityName: string;
  fileName: string;
  mappingRegistration?: string | null;
  rows: Rec[];
}

/** One refused row of a run: its line in the file (1 = first data row) and the server's reason. */
export interface RowError {
  line: number;
  code: string;
  message: string;
}

const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body of POST /api/import/imports/run, checked: 400 with the field at fault otherwise. */
export function importRequestOf(body: unknown): ImportRequest {
  if (!isRecord(body)) throw new AppError('MISSING_BODY_PAYLOAD');
  const { entityName, fileName, mappingRegistration, rows } = body;
  if (typeof entityName !== 'string' || !entityName) throw new AppError('INVALID_NON_EMPTY_STRING_FIELD', ['entityName']);
  if (typeof fileName !== 'string' || !fileName || fileName.length > 255) throw new AppError('INVALID_FIELD_IN_BODY', ['fileName', 'a file name of 1 to 255 characters']);
  if (mappingRegistration !== undefined && mappingRegistration !== null && (typeof mappingRegistration !== 'string' || !mappingRegistration)) throw new AppError('INVALID_FIELD_IN_BODY', ['mappingRegistration', 'a registration or null']);
  if (!Array.isArray(rows)) throw new AppError('INVALID_ARRAY_FIELD', ['rows']);
  if (!rows.length) throw new AppError('EMPTY_BODY_ARRAY');
  if (rows.length > MAX_IMPORT_ROWS) throw new AppError('INVALID_FIELD_IN_BODY', ['rows', `at most ${MAX_IMPORT_ROWS} rows`]);
  if (!rows.every(isRecord)) throw new AppError('INVALID_FIELD_IN_BODY', ['rows', 'every row must be an object']);
  return { entityName, fileName, mappingRegistration: mappingRegistration ?? null, rows };
}

/** The entity an import may create records of: a collection with a list page, not a log the server writes. */
function importableEntity(ctx: AppContext, name: string): EntityInfo {
  const info = ctx.registry.has(name) ? ctx.registry.get(name) : undefined;
  if (!info || info.dyno || !info.listRoute || info.idOnly || AUDIT_COLLECTIONS.has(info.name)) throw new AppError('UNSUPPORTED_ENTITY', [name]);
  return info;
}

/** The columns of the mapping chosen (404 when the tenant has none of that registration; 400 when it maps another entity). */
async function mappingColumns(ctx: AppContext, tenant: string, registration: string | null | undefined, entityName: string): Promise<ImportColumn[]> {
  if (!registration || !ctx.registry.has('Mapping')) return [];
  const mapping = await ctx.db.withTenant(tenant, (q) => ctx.store.get(q, ctx.registry.get('Mapping'), registration), { eachStatement: true });
  if (mapping.entityName && mapping.entityName !== entityName) throw new AppError('INVALID_FIELD_IN_BODY', ['mappingRegistration', `the mapping is for ${String(mapping.entityName)}`]);
  return Array.isArray(mapping.columns) ? (mapping.columns as ImportColumn[]) : [];
}

/**
 * Runs an import (/imports, docs/imports.md): each row, renamed by the mapping and typed after the
 * schema (engine/imports/mapImportRow.ts), is created in its own transaction of the caller's
 * tenant, with the same checks as a create through the entity's API (schema, field rules, hooks,
 * history); a refused row is kept with its reason and the others go on. The caller needs the
 * entity's write permission (403 before any row). The run is kept as an ImportRun record (status
 * SUCCESS, WARNING when some rows were refused, ERROR when all were) and answered.
 */
export async function runImport(ctx: AppContext, caller: Caller, request: ImportRequest): Promise<Rec> {
  const info = importableEntity(ctx, request.entityName);
  const write = `write ${info.apiPath}`;
  if (!caller.can(write, { entity: info.name })) throw new AppError('PERMISSION_DENIED', [write]);
  const { tenant, username } = caller;
  const columns = await mappingColumns(ctx, tenant, request.mappingRegistration, info.name);
  const startDate = new Date().toISOString();
  const opts: WriteOptions = { username, tenant, fromClient: true };
  if (info.currency) opts.tenantCurrency = (await loadTenantProfile(ctx, tenant)).currency;
  const errors: RowError[] = [];
  for (const [i, row] of request.rows.entries()) {
    try {
      await ctx.db.withTenant(tenant, async (q) => {
        const entity = await ctx.extensions.entity(q, info);
        const options = { ...opts, bypassIbanCheck: (await readInterfaceOptions(q)).bypassIbanCheck };
        await ctx.store.create(q, entity, mapImportRow(row, entity.schema, columns), options);
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.push({ line: i + 1, code: err.code, message: err.message });
    }
  }
  const total = request.rows.length;
  const created = total - errors.length;
  const run: Rec = {
    name: `${info.name} – ${request.fileName}`,
    status: errors.length === 0 ? 'SUCCESS' : created === 0 ? 'ERROR' : 'WARNING',
    entityName: info.name,
    fileName: request.fileName,
    mappingRegistration: request.mappingRegistration ?? null,
    username,
    startDate,
    endDate: new Date().toISOString(),
    total,
    created,
    failed: errors.length,
    errors,
  };
  return ctx.db.withTenant(tenant, (q) => ctx.store.create(q, ctx.registry.get('ImportRun'), run, { username, tenant }));
}

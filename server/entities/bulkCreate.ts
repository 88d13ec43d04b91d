import { AppError } from '../../engine/errors/AppError.ts';
import { PASTE_LIMIT } from '../../engine/registry/pasteSchema.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { bodyObject } from '../http/requestBody.ts';
import type { EntityStore, WriteOptions } from './EntityStore.ts';

/** Whether POST {apiPath} of the entity takes an array of records (`x-entity.bulkCreate`). */
export function acceptsBulkCreate(info: EntityInfo): boolean {
  return info.schema['x-entity']?.bulkCreate === true;
}

/** The error of record `index`: its field paths prefixed with the index (`2.rate`). */
function located(err: AppError, index: number): AppError {
  err.errors = err.errors?.length
    ? err.errors.map((e) => ({ ...e, path: e.path ? `${index}.${e.path}` : String(index) }))
    : [{ path: String(index), message: err.message, code: err.code }];
  return err;
}

/**
 * Creates the records of an array body one by one inside the caller's transaction (the paste of a
 * list, seed 002 §7): each goes through the same validation, registration and history as a single
 * create, and the first refusal throws, so the transaction rolls back and nothing is created.
 * An empty array is EMPTY_BODY_ARRAY; more than {@link PASTE_LIMIT} records are refused.
 */
export async function createAll(store: EntityStore, q: Queryable, info: EntityInfo, body: unknown[], opts: WriteOptions): Promise<Record<string, unknown>[]> {
  if (!body.length) throw new AppError('EMPTY_BODY_ARRAY');
  if (body.length > PASTE_LIMIT) throw new AppError('INVALID_FIELD_IN_BODY', ['(body)', `holds more than ${PASTE_LIMIT} records`]);
  const created: Record<string, unknown>[] = [];
  for (const [index, item] of body.entries()) {
    try {
      created.push(await store.create(q, info, bodyObject(item), opts));
    } catch (err) {
      throw err instanceof AppError ? located(err, index) : err;
    }
  }
  return created;
}

import type { JsonObject } from '../types.ts';
import { isJsonObject, inputReader } from './inputReader.ts';
import { expectFieldErrors, expectObject, invalidResult } from './resultChecks.ts';
import type { ScriptKind } from './ScriptKind.ts';

/** The events an extension script is called on. */
export const EXTENSION_EVENTS = ['beforeCreate', 'beforeUpdate', 'beforeDelete', 'afterCreate', 'afterUpdate', 'afterDelete', 'action'] as const;

/** What an extension script answers: a patch of the record and/or errors that stop the save. */
export interface ExtensionResult extends JsonObject {
  data: JsonObject;
  errors: { path: string; message: string }[];
}

/**
 * Extension scripts hook into the life of an entity (before/after create, update, delete, or a
 * custom action) to compute fields or refuse a change.
 *
 * ctx: `{entity, event, action, data, previous, user}`.
 * Result: nothing (no change) or `{data?: object (patch), errors?: [{path, message}]}`.
 */
export const extensionKind: ScriptKind<ExtensionResult> = {
  kind: 'extension',
  label: 'Extension',
  buildCtx(input, name) {
    const read = inputReader(input, 'extension', 'Extension', name);
    return {
      entity: read.string('entity'),
      event: read.oneOf('event', EXTENSION_EVENTS, 'action'),
      action: read.optionalString('action'),
      data: read.object('data'),
      previous: isJsonObject(input.previous) ? input.previous : null,
      user: read.object('user'),
    };
  },
  checkResult(result, name) {
    if (result === null) return { data: {}, errors: [] };
    const answer = expectObject(result, 'extension', name);
    const data = answer.data ?? {};
    if (!isJsonObject(data)) invalidResult('Extension', 'extension', name, "'data' must be an object");
    return { data: data as JsonObject, errors: answer.errors === undefined ? [] : expectFieldErrors(answer.errors, 'Extension', 'extension', name) };
  },
};

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { AppError, type FieldError } from '../../engine/errors/AppError.ts';
import type { ErrorCode } from '../../engine/errors/catalogue.ts';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';
import { ajvFieldLabel, ajvSpecIssue, concreteErrors } from './ajvMessages.ts';

function pathOf(err: ErrorObject): string {
  const base = err.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (err.keyword === 'required') {
    const missing = (err.params as { missingProperty: string }).missingProperty;
    return base ? `${base}.${missing}` : missing;
  }
  return base;
}

function codeOf(err: ErrorObject): ErrorCode {
  if (err.keyword === 'required') return 'MISSING_FIELD_IN_BODY';
  if (err.keyword === 'format' && String(err.params.format).startsWith('date')) return 'INVALID_DATE_FIELD';
  if (err.keyword === 'minLength' && Number(err.params.limit) === 1) return 'INVALID_NON_EMPTY_STRING_FIELD';
  if (err.keyword === 'type') {
    const type = String(err.params.type);
    if (type.startsWith('number')) return 'INVALID_NUMBER_FIELD';
    if (type.startsWith('integer')) return 'INVALID_INTEGER_FIELD';
    if (type.startsWith('array')) return 'INVALID_ARRAY_FIELD';
    if (type.startsWith('string')) return 'INVALID_STRING_FIELD';
  }
  return 'INVALID_FIELD_VALUE';
}

/**
 * Raises one catalogued error carrying every field error; the first one names the code and message,
 * the field by its label when it has one (the path stays in `errors[].path` for forms to place it).
 */
export function fieldErrorsToAppError(errors: FieldError[], label?: string): AppError {
  const first = errors[0];
  const code = (first.code ?? 'INVALID_FIELD_VALUE') as ErrorCode;
  // a rule's error (server/entities/fieldChecks.ts) carries the label it was worded with
  const ruleLabel = (first as FieldError & { params?: { label?: unknown } }).params?.label;
  const field = label || (typeof ruleLabel === 'string' && ruleLabel ? ruleLabel : '') || first.path || '(body)';
  const err = new AppError(code, code === 'INVALID_FIELD_VALUE' ? [field, first.message] : [field], errors);
  if (first.path) err.field = first.path;
  // Codes whose catalogue text names no field (INVALID_IBAN, INVALID_FILE_EXTENSION) keep the rule's own
  // text, the field after it: a client words it the same from errors[0] and the one argument, the field.
  if (!err.message.includes(field)) {
    err.message = `${first.message} (${field})`;
    err.args = [field];
  }
  return err;
}

/** Turns ajv errors into one catalogued error carrying every field error, in the spec's words. */
export function toAppError(errors: ErrorObject[]): AppError {
  const list = concreteErrors(errors);
  return fieldErrorsToAppError(
    list.map((e) => ({ path: pathOf(e), code: codeOf(e), ...ajvSpecIssue(e) })),
    ajvFieldLabel(list[0]),
  );
}

/**
 * One ajv instance with the shared shapes; each entity schema is compiled once (on first use, or
 * again when a dyno entity is re-registered with a new schema).
 */
export class EntityValidators {
  private readonly ajv: Ajv;
  private readonly cache = new WeakMap<JsonSchema, ValidateFunction>();

  constructor(shapes: JsonSchema[]) {
    // verbose: errors carry the failing schema, whose label the messages name
    this.ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false, verbose: true });
    addFormats(this.ajv);
    for (const shape of shapes) this.ajv.addSchema(shape);
  }

  private validator(info: EntityInfo): ValidateFunction {
    let validate = this.cache.get(info.schema);
    if (!validate) {
      const id = info.schema.$id;
      const byId = id ? this.ajv.getSchema(id) : undefined;
      if (byId && byId.schema !== info.schema && id) this.ajv.removeSchema(id);
      validate = byId?.schema === info.schema ? byId : this.ajv.compile(info.schema);
      this.cache.set(info.schema, validate);
    }
    return validate;
  }

  /** Throws a catalogued error when `data` does not satisfy the entity schema. */
  check(info: EntityInfo, data: Record<string, unknown>): void {
    const validate = this.validator(info);
    if (!validate(data)) throw toAppError(validate.errors ?? []);
  }
}

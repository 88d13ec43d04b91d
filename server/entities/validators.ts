import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { AppError, type FieldError } from '../../engine/errors/AppError.ts';
import type { ErrorCode } from '../../engine/errors/catalogue.ts';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';

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
  if (err.keyword === 'type') {
    const type = String(err.params.type);
    if (type.startsWith('number')) return 'INVALID_NUMBER_FIELD';
    if (type.startsWith('integer')) return 'INVALID_INTEGER_FIELD';
    if (type.startsWith('array')) return 'INVALID_ARRAY_FIELD';
    if (type.startsWith('string')) return 'INVALID_STRING_FIELD';
  }
  return 'INVALID_FIELD_VALUE';
}

/** Turns ajv errors into one catalogued error carrying every field error. */
export function toAppError(errors: ErrorObject[]): AppError {
  const relevant = errors.filter((e) => e.keyword !== 'if' && e.keyword !== 'allOf');
  const list = relevant.length ? relevant : errors;
  const fieldErrors: FieldError[] = list.map((e) => ({ path: pathOf(e), message: e.message ?? 'invalid', code: codeOf(e) }));
  const first = list[0];
  const code = codeOf(first);
  const path = pathOf(first) || '(body)';
  const args = code === 'INVALID_FIELD_VALUE' ? [path, first.message ?? 'invalid'] : [path];
  return new AppError(code, args, fieldErrors);
}

/** One ajv instance with the shared shapes; each entity validator compiled once, on first use. */
export class EntityValidators {
  private readonly ajv: Ajv;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(shapes: JsonSchema[]) {
    this.ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false });
    addFormats(this.ajv);
    for (const shape of shapes) this.ajv.addSchema(shape);
  }

  /** Throws a catalogued error when `data` does not satisfy the entity schema. */
  check(info: EntityInfo, data: Record<string, unknown>): void {
    let validate = this.cache.get(info.name);
    if (!validate) {
      validate = this.ajv.getSchema(info.schema.$id ?? '') ?? this.ajv.compile(info.schema);
      this.cache.set(info.name, validate);
    }
    if (!validate(data)) throw toAppError(validate.errors ?? []);
  }
}

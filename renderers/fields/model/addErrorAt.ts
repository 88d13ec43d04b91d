import type { ErrorSchema, FieldValidation, FormValidation } from '@rjsf/utils';

type Node = Record<string, unknown>;

function fieldValidation(): FieldValidation {
  const node: FieldValidation = {
    __errors: [],
    addError(message: string) {
      node.__errors?.push(message);
    },
  };
  return node;
}

function errorsAt(schema: ErrorSchema | undefined, keys: string[]): string[] {
  let node: unknown = schema;
  for (const key of keys) node = node && typeof node === 'object' ? (node as Node)[key] : undefined;
  const found = node && typeof node === 'object' ? (node as { __errors?: unknown }).__errors : undefined;
  return Array.isArray(found) ? (found as string[]) : [];
}

/**
 * Adds a message at a dot path of rjsf's error handler, creating the nodes a value without data
 * lacks (rjsf only builds nodes for the data present). A message already reported there, by the
 * schema validation (`known`) or earlier, is not added twice.
 */
export function addErrorAt(errors: FormValidation, path: string, message: string, known?: ErrorSchema): void {
  const keys = path.split('.').filter(Boolean);
  let node = errors as unknown as Node;
  for (const key of keys) {
    const next = node[key];
    if (!next || typeof next !== 'object' || typeof (next as FieldValidation).addError !== 'function') node[key] = fieldValidation();
    node = node[key] as Node;
  }
  const target = node as unknown as FieldValidation;
  if (target.__errors?.includes(message) || errorsAt(known, keys).includes(message)) return;
  target.addError(message);
}

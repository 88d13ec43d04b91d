import { ScriptError } from '../errors/ScriptError.ts';
import type { JsonObject, JsonValue } from '../types.ts';
import { isJsonObject } from './inputReader.ts';

/** A short text of a value for messages: its JSON, cut at 60 characters. */
export function preview(value: JsonValue): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** The result as an object, or "Invalid object {value} in '{kind}' script". */
export function expectObject(result: JsonValue, kind: string, name: string): JsonObject {
  if (isJsonObject(result)) return result;
  throw ScriptError.of('SCRIPT_INVALID_OBJECT', [preview(result), kind], { script: name, kind });
}

/** Throws "Invalid result of {label} script {name}: {problem}". */
export function invalidResult(label: string, kind: string, name: string, problem: string): never {
  throw ScriptError.of('SCRIPT_INVALID_RESULT', [label, name, problem], { script: name, kind });
}

/** Checks that `value` (field `key` of a result) is an array of strings. */
export function expectStrings(value: JsonValue, label: string, kind: string, name: string, key: string): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  return invalidResult(label, kind, name, `'${key}' must be an array of strings`);
}

/** One error of a result: where (a JSON path) and why. */
export interface ResultFieldError {
  [key: string]: string;
  path: string;
  message: string;
}

/** Checks that `value` is an array of `{path, message}`. */
export function expectFieldErrors(value: JsonValue, label: string, kind: string, name: string): ResultFieldError[] {
  const ok = Array.isArray(value) && value.every((item) => isJsonObject(item) && typeof item.path === 'string' && typeof item.message === 'string');
  if (!ok) return invalidResult(label, kind, name, "'errors' must be an array of {path, message}");
  return (value as JsonObject[]).map((item) => ({ path: item.path as string, message: item.message as string }));
}

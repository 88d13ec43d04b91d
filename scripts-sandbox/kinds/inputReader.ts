import { ScriptError } from '../errors/ScriptError.ts';
import type { JsonObject, JsonValue } from '../types.ts';

/** True for a JSON object (not an array, not null). */
export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Typed reads of a kind's input, failing with SCRIPT_INVALID_INPUT naming the field. */
export interface InputReader {
  string(key: string, fallback?: string): string;
  optionalString(key: string): string | null;
  object(key: string): JsonObject;
  number(key: string, fallback: number): number;
  oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T;
  value(key: string): JsonValue;
}

/** Reads the input of a script of `kind` (named `label` in messages) called `name`. */
export function inputReader(input: JsonObject, kind: string, label: string, name: string): InputReader {
  const fail = (message: string): never => {
    throw ScriptError.of('SCRIPT_INVALID_INPUT', [label, name, message], { script: name, kind });
  };
  return {
    string(key, fallback) {
      const value = input[key] ?? fallback;
      if (typeof value !== 'string' || value === '') return fail(`field '${key}' must be a non-empty string`);
      return value;
    },
    optionalString(key) {
      const value = input[key];
      if (value === undefined || value === null) return null;
      return typeof value === 'string' ? value : fail(`field '${key}' must be a string`);
    },
    object(key) {
      const value = input[key];
      if (value === undefined || value === null) return {};
      return isJsonObject(value) ? value : fail(`field '${key}' must be an object`);
    },
    number(key, fallback) {
      const value = input[key] ?? fallback;
      return typeof value === 'number' && Number.isFinite(value) ? value : fail(`field '${key}' must be a number`);
    },
    oneOf(key, allowed, fallback) {
      const value = input[key] ?? fallback;
      return allowed.find((item) => item === value) ?? fail(`field '${key}' must be one of ${allowed.join(', ')}`);
    },
    value(key) {
      return input[key] ?? null;
    },
  };
}

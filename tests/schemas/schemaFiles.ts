import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListDefinition } from '../../schemas/generated/meta.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';

const root = join(import.meta.dirname, '..', '..', 'schemas');

/** The JSON files of one folder of schemas/, by file name. */
function readFolder<T>(folder: string): [file: string, content: T][] {
  return readdirSync(join(root, folder))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f, JSON.parse(readFileSync(join(root, folder, f), 'utf8')) as T]);
}

export const entityFiles = readFolder<JsonSchema>('entities');
export const shapeFiles = readFolder<JsonSchema>('shapes');
export const listFiles = readFolder<ListDefinition>('lists');
export const metaFiles = readFolder<JsonSchema>('meta');

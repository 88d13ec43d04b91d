import type { JsonSchema } from '../registry/types.ts';

/** How a (possibly dotted) field of an entity is stored and compared. */
export interface FieldPath {
  /** A real column of the collection table, when the field is one. */
  column?: 'registration' | 'name' | 'status' | 'id' | 'created_at' | 'updated_at' | 'created_by' | 'updated_by';
  /** Path inside `data` down to the value, or down to the array when `elementPath` is set. */
  path: string[];
  /** Path inside each element when the field crosses an array (persons.role -> ['role']; [] for scalars). */
  elementPath?: string[];
  kind: 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'datetime' | 'other';
}

/**
 * Names are looked up as OWN properties only (Object.hasOwn): a query names fields, and
 * `constructor`, `toString` or `__proto__` must not find Object.prototype members (issue: 500s).
 */
function own<T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return table && Object.hasOwn(table, key) ? table[key] : undefined;
}

const SYSTEM_COLUMNS: Record<string, FieldPath> = {
  registration: { column: 'registration', path: [], kind: 'string' },
  name: { column: 'name', path: [], kind: 'string' },
  status: { column: 'status', path: [], kind: 'string' },
  _id: { column: 'id', path: [], kind: 'other' },
  _insertDate: { column: 'created_at', path: [], kind: 'datetime' },
  _updateDate: { column: 'updated_at', path: [], kind: 'datetime' },
  _insertUser: { column: 'created_by', path: [], kind: 'string' },
  _updateUser: { column: 'updated_by', path: [], kind: 'string' },
};

/** Text fields the form treats as dates even when the schema names no format. */
const X_FIELD_KINDS: Record<string, FieldPath['kind']> = { date: 'date', datetime: 'datetime' };

function kindOf(schema: JsonSchema): FieldPath['kind'] {
  const types = ([] as string[]).concat(schema.type ?? []);
  const fieldType = schema['x-field']?.type;
  const xKind = typeof fieldType === 'string' ? own(X_FIELD_KINDS, fieldType) : undefined;
  if (xKind && types.includes('string') && !schema.format) return xKind;
  if (types.includes('number')) return 'number';
  if (types.includes('integer')) return 'integer';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('string')) {
    if (schema.format === 'date') return 'date';
    if (schema.format === 'date-time') return 'datetime';
    return 'string';
  }
  return 'other';
}

/**
 * Finds a field of an entity schema by dotted name (`organization.name`, `persons.role`),
 * following `$ref`s through `deref`. Returns undefined for a name the schema does not have.
 */
export function resolveField(
  schema: JsonSchema,
  name: string,
  deref: (s: JsonSchema) => JsonSchema = (s) => s,
): FieldPath | undefined {
  const system = own(SYSTEM_COLUMNS, name);
  if (system) return system;
  const segments = name.split('.');
  if (segments.some((s) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(s)) || segments.length > 5) return undefined;
  let current: JsonSchema | undefined = deref(schema);
  const path: string[] = [];
  let elementPath: string[] | undefined;
  for (const segment of segments) {
    const prop: JsonSchema | undefined = own(current?.properties, segment);
    if (!prop) {
      // Objects without declared properties (free-form data) accept any sub-path as text.
      if (current && !current.properties && (current.type === 'object' || current.type?.includes?.('object'))) {
        (elementPath ?? path).push(segment);
        current = { type: 'string' };
        continue;
      }
      return undefined;
    }
    (elementPath ?? path).push(segment);
    current = deref(prop);
    const types = ([] as string[]).concat(current.type ?? []);
    if (types.includes('array') && current.items) {
      if (elementPath) return undefined; // one level of arrays is supported
      elementPath = [];
      current = deref(current.items);
    }
  }
  if (!current) return undefined;
  return { path, elementPath, kind: kindOf(current) };
}

import type { EntityMeta } from '../../schemas/generated/meta.ts';

export type { EntityMeta };

/**
 * A JSON Schema as the engine walks it (entity files, shapes, dyno schemas). The x-* annotations are
 * described by schemas/meta/entity.json and schemas/meta/field.json.
 */
export interface JsonSchema {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  format?: string;
  default?: unknown;
  readOnly?: boolean;
  'x-field'?: Record<string, unknown>;
  'x-entity'?: EntityMeta;
  'x-designed'?: boolean;
  [keyword: string]: unknown;
}

/** Everything the engine knows about one entity, derived once from its definition. */
export interface EntityInfo {
  name: string;
  /** Client route of the detail page, e.g. `/bank-account`. */
  route: string;
  /** Client route of the list page, e.g. `/bank-accounts`, or null when the entity has none. */
  listRoute: string | null;
  collection: string;
  apiPath: string;
  /** SQL table holding the collection: `e_bank_accounts`, `dyno_dyno_car_parks`. */
  table: string;
  /** Lookup list of the status values: `{camelName}Status`. */
  statusList: string;
  documentType: string;
  historyType: string;
  registration: { prefix: string; digits: number };
  /** Field put after the detail route to open a record: registration unless the definition says otherwise. */
  keyField: string;
  searchFields: string[];
  titleField: string;
  nameFrom: string[];
  currency: boolean;
  timeZone: boolean;
  /** The detail page opens existing records only. */
  idOnly: boolean;
  /** All business fields were designed by us (the spec names none). */
  designed: boolean;
  dyno: boolean;
  schema: JsonSchema;
}

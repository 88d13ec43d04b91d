/**
 * The shape of an entity definition file (schemas/entities/*.json) as the engine reads it.
 * The authoritative description is the meta-schema schemas/meta/entity.json.
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

/** The `x-entity` block: how an entity is named, stored and reached. */
export interface EntityMeta {
  name: string;
  collection: string;
  apiPath: string;
  route?: string;
  listRoute?: string | false;
  registration?: { prefix: string; digits: number };
  searchFields?: string[];
  titleField?: string;
  nameFrom?: string[];
  currency?: boolean;
  timeZone?: boolean;
  idOnly?: boolean;
  designed?: boolean;
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
  /** SQL table holding the collection. */
  table: string;
  statusList: string;
  documentType: string;
  historyType: string;
  registration: { prefix: string; digits: number };
  searchFields: string[];
  titleField: string;
  nameFrom: string[];
  dyno: boolean;
  schema: JsonSchema;
}

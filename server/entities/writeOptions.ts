/** How a record is written: by whom, from where, with which permissions of change (writeRecords.ts, write hooks). */
export interface WriteOptions {
  username: string;
  /** The version the writer read (`_version` or If-Match); a different current version is a 409. */
  expectedVersion?: number;
  /** The body comes from an API client: fields the schema marks read-only are dropped. */
  fromClient?: boolean;
  /** PUT: the body replaces the record's fields instead of being merged into them. */
  replace?: boolean;
  /** A workflow transition: the status may change (otherwise STATUS_PATCH_PROHIBITED). */
  workflow?: boolean;
  /** An applied amendment: a contract's frozen financial terms may change (engine/finance/contractRules.ts). */
  amendment?: boolean;
  /** Tenant and locale the field rules run with (usernames end with @tenant, amounts parse in the locale). */
  tenant?: string;
  locale?: string;
  /** The tenant's bypassIbanCheck setting (tenant-config options): IBANs kept without their check. */
  bypassIbanCheck?: boolean;
  /** The tenant's currency: that of a new record of an entity with a currency when neither the body nor the schema gives one. */
  tenantCurrency?: string;
}

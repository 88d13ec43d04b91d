import type { TenantSettings } from '../format/tenantSettings.ts';
import type { JsonSchema } from '../registry/types.ts';

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * The schema of a new record's form with the tenant's settings as the defaults the schema lacks
 * (docs/formats.md, Tenant settings): a form with a `currency` field starts in the tenant's
 * currency. The schema itself when there is nothing to add (a default of its own wins).
 */
export function withTenantDefaults(schema: JsonSchema, tenant: TenantSettings | undefined): JsonSchema {
  const currency = tenant?.currency;
  const field = schema.properties?.currency as JsonSchema | undefined;
  if (!field || typeof currency !== 'string' || !CURRENCY_CODE.test(currency) || field.default !== undefined) return schema;
  return { ...schema, properties: { ...schema.properties, currency: { ...field, default: currency } } } as JsonSchema;
}

import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { PageConfig } from '../../schemas/generated/meta.ts';
import { metaSchemas } from '../../schemas/generated/catalog.ts';
import type { Queryable } from '../db/Database.ts';
import { readConfigItem } from '../scripts/readConfigItem.ts';

let validator: ValidateFunction | undefined;

/** schemas/meta/page-config.json, compiled once. */
function pageConfigValidator(): ValidateFunction {
  if (!validator) {
    const ajv = new Ajv({ strict: false, allErrors: false });
    addFormats(ajv);
    for (const schema of metaSchemas) ajv.addSchema(schema);
    validator = ajv.getSchema('https://tabula.local/schemas/meta/page-config.json')!;
  }
  return validator;
}

/**
 * The page configurations of the tenant (seed 002 §2.4-2.5): the `pages` member of its tenant-config
 * item, keyed by page key (`InvoicesPage`, `ProductsPage`...) or list route (`/contracts`), each
 * checked against schemas/meta/page-config.json. An entry of the wrong shape is left out (its page
 * keeps its defaults) rather than refusing the sign-in, as is an unreadable item.
 */
export async function readPageConfigs(q: Queryable): Promise<Record<string, PageConfig>> {
  const item = await readConfigItem<Record<string, unknown>>(q, 'tenant-config').catch(() => undefined);
  const pages = item && typeof item === 'object' ? item.pages : undefined;
  if (!pages || typeof pages !== 'object' || Array.isArray(pages)) return {};
  const valid = pageConfigValidator();
  return Object.fromEntries(Object.entries(pages).filter(([, config]) => valid(config))) as Record<string, PageConfig>;
}

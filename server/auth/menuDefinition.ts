import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { MenuDefinition } from '../../schemas/generated/meta.ts';
import type { MenuItem } from '../../schemas/generated/shapes.ts';
import { metaSchemas } from '../../schemas/generated/catalog.ts';
import type { Queryable } from '../db/Database.ts';
import { readConfigItem } from '../scripts/readConfigItem.ts';

/** The configuration item holding the tenant's menu (docs/menus.md). */
export const MENUS_ITEM = 'menus';

let validator: ValidateFunction | undefined;

/** schemas/meta/menu-definition.json, compiled once. */
function validate(): ValidateFunction {
  if (validator) return validator;
  const ajv = new Ajv({ strict: false, allErrors: false });
  for (const schema of metaSchemas) ajv.addSchema(schema);
  return (validator = ajv.getSchema('https://tabula.local/schemas/meta/menu-definition.json')!);
}

/** An ajv error in a configurator's words: where (menus.2.subMenus.0.icon) and what. */
function readable(e: ErrorObject): string {
  const where = e.instancePath.split('/').filter(Boolean).join('.');
  const what = e.keyword === 'additionalProperties' ? `has an unknown key "${String(e.params.additionalProperty)}"` : (e.message ?? 'is invalid');
  return where ? `"${where}" ${what}` : what;
}

/** Why a `menus` item cannot be the tenant's menu, or undefined when it can (schemas/meta/menu-definition.json). */
export function menuDefinitionProblem(value: unknown): string | undefined {
  const check = validate();
  return check(value) ? undefined : (check.errors?.map(readable).join('; ') ?? 'invalid');
}

/**
 * The tenant's own menu entries (its `menus` item), or undefined when the default menu applies: no
 * item, a disabled or empty one, one without `menus`, or (only possible for a record stored before
 * the check) one that does not match the schema: a broken definition never reaches the users.
 */
export async function readMenuDefinition(q: Queryable): Promise<MenuItem[] | undefined> {
  const item = await readConfigItem<MenuDefinition>(q, MENUS_ITEM).catch(() => undefined);
  if (item === undefined || menuDefinitionProblem(item)) return undefined;
  return item.menus;
}

/**
 * The global configuration items of a tenant (seed 000 §3.2). Each is a Script record of type
 * `config` whose content is JSON, edited at /scripts like any script and hot-reloaded the same way.
 */
export const CONFIG_ITEM_NAMES = [
  'tenant-config',
  'profilesPermissions',
  'scriptAliases',
  'collection-extension',
  'string-overrides',
  'dyno-descriptors',
  'cron-list',
  'menus',
] as const;

export type ConfigItemName = (typeof CONFIG_ITEM_NAMES)[number];

/** The Script type of configuration items. */
export const CONFIG_SCRIPT_TYPE = 'config';

/** True for one of the configuration item names. */
export function isConfigItemName(name: string): name is ConfigItemName {
  return (CONFIG_ITEM_NAMES as readonly string[]).includes(name);
}

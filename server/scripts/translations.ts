import type { Queryable } from '../db/Database.ts';
import { readConfigItem } from './readConfigItem.ts';

/** Item name of the per-locale translation overrides (seed 000 §3.2). */
export const STRING_OVERRIDES = 'string-overrides';

type Strings = Record<string, string>;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The locale codes a translation is looked up under: `fr-FR`, then `fr`. */
export function localeChain(locale: string): string[] {
  const language = locale.split(/[-_]/)[0];
  return language && language !== locale ? [locale, language] : [locale];
}

function stringsOf(value: unknown): Strings {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * The string-overrides of a locale: the item holds `{locale: {key: text}}`; `fr-FR` is `fr`
 * overlaid with `fr-FR`. Without a locale, the whole item.
 */
export async function readStringOverrides(q: Queryable, locale?: string): Promise<Record<string, unknown>> {
  const item = await readConfigItem(q, STRING_OVERRIDES);
  if (!isObject(item)) return {};
  if (!locale) return item;
  return Object.assign({}, ...localeChain(locale).reverse().map((code) => stringsOf(item[code]))) as Strings;
}

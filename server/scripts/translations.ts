import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { readConfigItem } from './configItems.ts';

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

/**
 * The translations of a locale as lists see them: the Locale record (`fr-FR`, else `fr`), then the
 * tenant's string-overrides on top. A missing key is looked up by its own text (the key is English).
 */
export async function readTranslations(ctx: AppContext, q: Queryable, locale: string): Promise<(key: string) => string> {
  let strings: Strings = {};
  if (ctx.registry.has('Locale')) {
    const chain = localeChain(locale);
    const { rows } = await q.query<{ registration: string; translations: unknown }>(
      `SELECT registration, data -> 'translations' AS translations FROM ${ctx.registry.get('Locale').table} WHERE registration = ANY($1)`,
      [chain],
    );
    for (const code of [...chain].reverse()) strings = { ...strings, ...stringsOf(rows.find((r) => r.registration === code)?.translations) };
  }
  const overrides = stringsOf(await readStringOverrides(q, locale));
  const all = { ...strings, ...overrides };
  return (key) => all[key] ?? key;
}

import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { readLocaleBundle } from './localeBundle.ts';

/**
 * The translation function of a locale for texts the server translates (lookup list labels): the
 * same translations the client loads (readLocaleBundle), so a regional locale finds its language's
 * record (`en-US` -> `en-EU`, `ar-TN` -> `ar`), keys a release adds show translated in tenants seeded
 * before it, and the tenant's string overrides win. A key without translation stays as is (English).
 */
export async function readTranslations(ctx: AppContext, q: Queryable, locale: string): Promise<(key: string) => string> {
  const { translations } = await readLocaleBundle(ctx, locale, q);
  return (key) => {
    const text = translations[key];
    return typeof text === 'string' && text ? text : key;
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOCALES_DIR = resolve(import.meta.dirname, '..', '..', '..', 'server', 'defaults', 'locales');

/** The shipped Locale records (server/defaults/locales/*.json): code -> translations. */
export const shippedLocales = new Map(
  readdirSync(LOCALES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const record = JSON.parse(readFileSync(join(LOCALES_DIR, f), 'utf8')) as { code: string; translations: Record<string, string> };
      return [record.code, record.translations] as const;
    }),
);

/** `code: key (where)` for every key a shipped locale lacks, leaves empty or `TO TRANSLATE`. */
export function untranslated(keys: ReadonlyMap<string, string>): string[] {
  return [...shippedLocales].flatMap(([code, t]) =>
    [...keys]
      .filter(([key]) => typeof t[key] !== 'string' || !t[key].trim() || t[key] === 'TO TRANSLATE')
      .map(([key, where]) => `${code}: ${JSON.stringify(key)}${key in t ? ` -> ${JSON.stringify(t[key])}` : ' (missing)'} (${where})`),
  );
}

/** Keys en-EU does not spell as themselves (the English text is the key). */
export function englishDiffering(keys: Iterable<string>): string[] {
  const english = shippedLocales.get('en-EU') ?? {};
  return [...keys].filter((key) => key in english && english[key] !== key);
}

/** List kinds whose labels the runtime knows in every language (Intl.DisplayNames types). */
const TYPES = ['region', 'currency', 'language'] as const;
type DisplayType = (typeof TYPES)[number];

const cache = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string, type: DisplayType): Intl.DisplayNames | null {
  const key = `${locale}\u0000${type}`;
  if (!cache.has(key)) {
    let made: Intl.DisplayNames | null = null;
    try {
      made = new Intl.DisplayNames([locale, 'en'], { type, fallback: 'none' });
    } catch {
      made = null;
    }
    if (cache.size > 500) cache.clear();
    cache.set(key, made);
  }
  return cache.get(key) ?? null;
}

/**
 * The name of a country, currency or language code in `locale` (lists flagged `displayNames`),
 * or undefined when the runtime does not know it, so the stored label is kept.
 */
export function displayName(type: string, locale: string, code: string): string | undefined {
  if (!(TYPES as readonly string[]).includes(type)) return undefined;
  try {
    return namer(locale, type as DisplayType)?.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}

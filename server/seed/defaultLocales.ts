import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { projectPath } from '../rootDir.ts';

const LOCALES_DIR = projectPath('server', 'defaults', 'locales');

/** The shipped locales (en-EU, fr, es, de, it, ar): translations and formats, as Locale records. */
export function defaultLocales(): Record<string, unknown>[] {
  return readdirSync(LOCALES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(LOCALES_DIR, f), 'utf8')) as Record<string, unknown>);
}

/** Stores the shipped locales in the current tenant (registration = locale code). */
export async function seedLocales(ctx: AppContext, q: Queryable): Promise<void> {
  if (!ctx.registry.has('Locale')) return;
  const info = ctx.registry.get('Locale');
  for (const locale of defaultLocales()) await ctx.store.create(q, info, locale, { username: 'system' });
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiTranslationKeys } from './uiTranslationKeys.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const LOCALES_DIR = join(root, 'server', 'defaults', 'locales');

/** The shipped Locale records: code -> translations. */
const locales = new Map(
  readdirSync(LOCALES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const record = JSON.parse(readFileSync(join(LOCALES_DIR, f), 'utf8')) as { code: string; translations: Record<string, string> };
      return [record.code, record.translations] as const;
    }),
);
const { uses, unresolved } = uiTranslationKeys(root, ['app', 'renderers', 'engine']);

/** `{{entity}}` (i18next) and `{count}` (successText) placeholders of a text. */
const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*(\w+)\s*\}?\}/g)].map((m) => m[0]).sort();

describe('the shipped locales are complete', () => {
  it('ships en-EU, fr, es, de, it and ar', () => {
    expect([...locales.keys()].sort()).toEqual(['ar', 'de', 'en-EU', 'es', 'fr', 'it']);
  });

  it('every key of one locale is in all of them', () => {
    const all = new Set([...locales.values()].flatMap((t) => Object.keys(t)));
    const missing = [...locales].flatMap(([code, t]) => [...all].filter((k) => !(k in t)).map((k) => `${code}: ${k}`));
    expect(missing).toEqual([]);
  });

  it('every literal key the interface translates is in every locale', () => {
    const missing = new Set<string>();
    for (const { key, file } of uses) {
      for (const [code, t] of locales) if (!(key in t)) missing.add(`${code}: ${JSON.stringify(key)} (${file})`);
    }
    expect([...missing]).toEqual([]);
  });

  it('finds the keys of the chrome, constants included', () => {
    const keys = new Set(uses.map((u) => u.key));
    for (const key of ['Logout', 'Top menu', 'Running', 'Network error: Check your internet connection']) expect(keys).toContain(key);
    expect(unresolved).toEqual([]);
  });

  it('translations are real: no placeholder value, the same {{placeholders}} as the key', () => {
    const wrong = [...locales].flatMap(([code, t]) =>
      Object.entries(t)
        .filter(([k, v]) => typeof v !== 'string' || !v.trim() || v === 'TO TRANSLATE' || placeholders(v).join() !== placeholders(k).join())
        .map(([k, v]) => `${code}: ${k} -> ${v}`),
    );
    expect(wrong).toEqual([]);
  });
});

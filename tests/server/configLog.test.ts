import { describe, expect, it } from 'vitest';
import { isAbsolute, join } from 'node:path';
import { readConfig } from '../../server/config.ts';

describe('TABULA_LOG', () => {
  it('logs one line per request only when asked; warnings and errors by default; nothing with 0', () => {
    expect(readConfig({}).logger).toBe('warn');
    expect(readConfig({ TABULA_LOG: '1' }).logger).toBe(true);
    expect(readConfig({ TABULA_LOG: '0' }).logger).toBe(false);
  });
});

describe('TABULA_STATIC_DIR', () => {
  it('is read from the current directory when relative (the static files plugin refuses a relative root)', () => {
    expect(readConfig({ TABULA_STATIC_DIR: 'dist' }).staticDir).toBe(join(process.cwd(), 'dist'));
    expect(readConfig({ TABULA_STATIC_DIR: '/srv/tabula/dist' }).staticDir).toBe('/srv/tabula/dist');
    expect(isAbsolute(readConfig({}).staticDir!)).toBe(true);
  });
});

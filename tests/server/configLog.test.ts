import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

describe('TABULA_LOG', () => {
  it('logs one line per request only when asked; warnings and errors by default; nothing with 0', () => {
    expect(readConfig({}).logger).toBe('warn');
    expect(readConfig({ TABULA_LOG: '1' }).logger).toBe(true);
    expect(readConfig({ TABULA_LOG: '0' }).logger).toBe(false);
  });
});

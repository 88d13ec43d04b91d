import { describe, expect, it } from 'vitest';
import { MISSING_KEYS_DEBOUNCE_MS } from '../../../app/i18n/i18n.ts';

describe('missing translation keys (seed 001 §9)', () => {
  it('are sent to the server 1000 ms after the last one was met', () => {
    expect(MISSING_KEYS_DEBOUNCE_MS).toBe(1000);
  });
});

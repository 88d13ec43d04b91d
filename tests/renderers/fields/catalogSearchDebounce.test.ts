import { describe, expect, it } from 'vitest';
import { CATALOG_SEARCH_DEBOUNCE_MS } from '../../../renderers/fields/assetLines/CatalogSearchModal.tsx';

describe('asset catalogue search (seed 002 §9)', () => {
  it('waits 300 ms after the last keystroke', () => {
    expect(CATALOG_SEARCH_DEBOUNCE_MS).toBe(300);
  });
});

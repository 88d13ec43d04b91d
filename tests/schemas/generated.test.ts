import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderGenerated } from '../../scripts/gen-types.ts';

const folder = join(import.meta.dirname, '..', '..', 'schemas', 'generated');

describe('schemas/generated', () => {
  it('is current: run `npm run gen` after changing a definition', { timeout: 60_000 }, async () => {
    const files = await renderGenerated();
    expect(Object.keys(files).sort()).toEqual(['catalog.ts', 'entities.ts', 'listCatalog.ts', 'meta.ts', 'shapes.ts']);
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(join(folder, name), 'utf8'), `schemas/generated/${name} is stale`).toBe(text);
    }
  });
});

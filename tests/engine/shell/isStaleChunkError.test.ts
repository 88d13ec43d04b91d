import { expect, it } from 'vitest';
import { isStaleChunkError, STALE_VERSION_MESSAGE } from '../../../engine/shell/isStaleChunkError.ts';

it('recognises failed dynamic imports of every browser, and nothing else', () => {
  expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
  expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isStaleChunkError(new Error('error loading dynamically imported module'))).toBe(true);
  expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
});

it("says seed 000 §8.2's words when an older build's part is gone", () => {
  expect(STALE_VERSION_MESSAGE).toBe('You are using an outdated version of the application. Refresh the page to continue.');
});

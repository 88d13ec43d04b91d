import { expect, it } from 'vitest';
import { isStaleChunkError } from '../../../engine/shell/isStaleChunkError.ts';

it('recognises failed dynamic imports of every browser, and nothing else', () => {
  expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
  expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isStaleChunkError(new Error('error loading dynamically imported module'))).toBe(true);
  expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
});

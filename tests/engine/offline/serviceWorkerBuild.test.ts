import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellFiles, shellOnly } from '../../../scripts/precacheShell.ts';

const viteManifest = {
  'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/main.css'] },
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
  'app/ListRoute.tsx': { file: 'assets/ListRoute.js', imports: ['_vendor.js'] },
};

describe('the service worker precache (issue 16 item 1, issue 40 item 3)', () => {
  it('takes the entry, its static imports and styles, not the lazy chunks', () => {
    expect(shellFiles(viteManifest)).toEqual(['assets/main.css', 'assets/main.js', 'assets/vendor.css', 'assets/vendor.js']);
  });
  it('keeps the page, the manifest, the icons and the shell of what the globs found', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'tabula-precache-'));
    mkdirSync(join(outDir, '.vite'));
    writeFileSync(join(outDir, '.vite', 'manifest.json'), JSON.stringify(viteManifest));
    const found = ['index.html', 'manifest.webmanifest', 'icons/icon-192.png', 'assets/main.js', 'assets/main.css', 'assets/vendor.js', 'assets/vendor.css', 'assets/ListRoute.js'];
    const { manifest } = await shellOnly(outDir)(found.map((url) => ({ url, revision: null, size: 1 })));
    expect(manifest.map((e) => e.url)).toEqual(found.filter((f) => f !== 'assets/ListRoute.js'));
  });
});

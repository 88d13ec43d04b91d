import { describe, expect, it } from 'vitest';
import { serviceWorkerText, shellFiles } from '../../../scripts/viteServiceWorker.ts';

describe('the service worker build (issue 16 item 1)', () => {
  it('precaches the entry, its static imports and styles, not the lazy chunks', () => {
    const bundle = {
      'assets/main.js': { type: 'chunk' as const, fileName: 'assets/main.js', isEntry: true, imports: ['assets/vendor.js'], viteMetadata: { importedCss: new Set(['assets/main.css']) } },
      'assets/vendor.js': { type: 'chunk' as const, fileName: 'assets/vendor.js', isEntry: false, imports: [] },
      'assets/ListRoute.js': { type: 'chunk' as const, fileName: 'assets/ListRoute.js', isEntry: false, imports: ['assets/vendor.js'] },
      'assets/main.css': { type: 'asset' as const, fileName: 'assets/main.css' },
    };
    expect(shellFiles(bundle)).toEqual(['assets/main.css', 'assets/main.js', 'assets/vendor.js']);
  });
  it('versions the worker by its source and file list', () => {
    const a = serviceWorkerText(['/index.html', '/assets/a.js'], 'self;');
    const b = serviceWorkerText(['/index.html', '/assets/b.js'], 'self;');
    expect(a).toContain('const SW_PRECACHE = ["/index.html","/assets/a.js"];');
    expect(a.match(/SW_VERSION = "(\w+)"/)?.[1]).not.toBe(b.match(/SW_VERSION = "(\w+)"/)?.[1]);
  });
});

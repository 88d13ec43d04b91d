import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The worker source; the build prepends its version and precache list. */
const SOURCE = new URL('../app/offline/serviceWorker.js', import.meta.url);

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss?: Set<string> };
}
type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string };

/** Files of the shell: the entry chunks, what they import statically, and their styles. */
export function shellFiles(bundle: Record<string, BuiltFile>): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const item = bundle[name];
    if (!item || files.has(name)) return;
    files.add(name);
    if (item.type !== 'chunk') return;
    for (const css of item.viteMetadata?.importedCss ?? []) files.add(css);
    for (const next of item.imports) visit(next);
  };
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
  return [...files].sort();
}

function publicFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The worker text: version and precache list, then the source. */
export function serviceWorkerText(precache: string[], source: string): string {
  const version = createHash('sha256').update(source).update(precache.join('\n')).digest('hex').slice(0, 12);
  return `const SW_VERSION = ${JSON.stringify(version)};\nconst SW_PRECACHE = ${JSON.stringify(precache)};\n${source}`;
}

/**
 * Writes /sw.js into the build (issue 16 item 1): the shell files precached, the manifest and icons
 * of public/ with them. No service worker in development (vite dev serves modules one by one).
 */
export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'tabula-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const shell = shellFiles(bundle as unknown as Record<string, BuiltFile>);
      const extra = publicFiles(publicDir).filter((f) => f.endsWith('.webmanifest') || f.startsWith('icons/'));
      const precache = ['/index.html', ...[...shell, ...extra].map((f) => `/${f}`)];
      writeFileSync(join(dir, 'sw.js'), serviceWorkerText([...new Set(precache)], readFileSync(SOURCE, 'utf8')));
    },
  };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An item of Vite's build manifest (dist/.vite/manifest.json, `build.manifest: true`). */
export interface ViteManifestItem {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Files of the shell: the entry chunks, what they import statically, and their styles (not the lazy chunks). */
export function shellFiles(manifest: Record<string, ViteManifestItem>): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const item = manifest[key];
    if (!item || seen.has(key)) return;
    seen.add(key);
    files.add(item.file);
    for (const css of item.css ?? []) files.add(css);
    for (const next of item.imports ?? []) visit(next);
  };
  for (const [key, item] of Object.entries(manifest)) if (item.isEntry) visit(key);
  return [...files].sort();
}

/** Precached besides the shell's built files: the page, the web app manifest and its icons (public/). */
export const PRECACHE_GLOBS = ['index.html', 'manifest.webmanifest', 'icons/*.png', 'assets/*.{js,css}'];

/**
 * Workbox's manifestTransforms for the worker (vite.config.ts): of the files PRECACHE_GLOBS found,
 * the built ones (assets/) are kept only when they belong to the shell.
 */
export function shellOnly(outDir: string) {
  return async (entries: { url: string; revision: string | null; size: number }[]) => {
    const shell = new Set(shellFiles(JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ViteManifestItem>));
    return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)), warnings: [] };
  };
}

/**
 * The built application a Chromium benchmark serves: BENCH_STATIC_DIR (a `vite build` made before),
 * or a fresh `vite build` into the project's dist/, as `npm run build` and `npm start` make it (the
 * build's worker precache list is read from dist/, see vite.config.ts, so it builds there).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build as viteBuild } from 'vite';

export async function builtApp(root: string): Promise<string> {
  const given = process.env.BENCH_STATIC_DIR;
  const dir = given ?? join(root, 'dist');
  if (!given) await viteBuild({ root, logLevel: 'error' });
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`no index.html in ${dir}`);
  return dir;
}

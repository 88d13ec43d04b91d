import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project's folder (the one holding package.json), found from this module's place: the same
 * whether the server runs from its TypeScript sources (tsx, vitest) or from the bundle `npm start`
 * compiles into `.server/` (scripts/buildServer.mjs). Files the server reads (server/defaults, the
 * SEPA schemas, docs, dist, data) are named from here, never from `import.meta.dirname`, which is
 * the bundle's folder once compiled.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const ROOT_DIR = findRoot(import.meta.dirname);

/** A path inside the project's folder, e.g. `projectPath('server', 'defaults')`. */
export const projectPath = (...parts: string[]): string => join(ROOT_DIR, ...parts);

import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { AppError } from '../../engine/errors/AppError.ts';

/** The files a documentation page may show, by extension, with the type they are served as. */
export const DOC_ASSET_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

export interface DocAsset {
  type: string;
  body: Buffer;
}

/** A segment of an asset path: no dot first (no `.`, `..` or hidden file), no separator, no control. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** Whether `path` (as the URL gives it, decoded) names a file below the documentation folder. */
export function isDocAssetPath(path: string): boolean {
  const segments = path.split('/');
  return path.length <= 256 && segments.every((s) => SEGMENT.test(s));
}

/**
 * The images of the documentation folder (docs/images/... and any other image below docs/), read
 * once at start-up and keyed by their path relative to that folder with `/` separators: a request
 * is answered from this index only, so no path it carries ever reaches the file system.
 */
export function loadDocAssets(dir: string): Map<string, DocAsset> {
  const assets = new Map<string, DocAsset>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      const type = DOC_ASSET_TYPES[extname(entry.name).toLowerCase()];
      if (entry.isFile() && type) assets.set(relative(dir, full).split(sep).join('/'), { type, body: readFileSync(full) });
    }
  };
  walk(dir);
  return assets;
}

/**
 * The asset a request names: 400 INVALID_FIELD_IN_PATH for a path that tries to leave the folder
 * (dot segments, backslashes, empty segments, hidden files), 404 ENTITY_REGISTRATION_NOT_FOUND for
 * one the documentation has no image at.
 */
export function findDocAsset(assets: ReadonlyMap<string, DocAsset>, path: string): DocAsset {
  if (!isDocAssetPath(path)) throw new AppError('INVALID_FIELD_IN_PATH', ['path']);
  const asset = assets.get(path);
  if (!asset) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Documentation file', path]);
  return asset;
}

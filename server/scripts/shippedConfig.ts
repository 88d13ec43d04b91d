import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { projectPath } from '../rootDir.ts';

const DEFAULTS = projectPath('server', 'defaults');

/** A script shipped as a file: server/defaults/scripts/{type}/{name}.js (or .json for data). */
export interface ShippedScript {
  name: string;
  type: string;
  content: string;
  entityName: string | null;
  description: string | null;
}

export interface ShippedItem {
  value: string;
  label: string;
  isTranslated?: boolean;
}

/** A lookup list shipped in server/defaults/lists/*.json (one list or an array of lists per file). */
export interface ShippedList {
  name: string;
  items: ShippedItem[];
  sorted: boolean;
  translated: boolean;
  /** Labels come from Intl.DisplayNames of this type in the reader's locale (countries, currencies). */
  displayNames: string | null;
  description: string | null;
}

/** `// @key value` lines at the top of a script: entityName and description. */
function header(content: string, key: string): string | null {
  const m = new RegExp(`^//\\s*@${key}\\s+(.+)$`, 'm').exec(content.split(/\n(?!\/\/)/)[0]);
  return m ? m[1].trim() : null;
}

function readScripts(): ShippedScript[] {
  const root = join(DEFAULTS, 'scripts');
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(root, dir.name))
        .filter((f) => ['.js', '.json'].includes(extname(f)))
        .sort()
        .map((file) => {
          const content = readFileSync(join(root, dir.name, file), 'utf8');
          return { name: file.slice(0, -extname(file).length), type: dir.name, content, entityName: header(content, 'entityName'), description: header(content, 'description') };
        }),
    );
}

type RawItem = string | [string, string] | ShippedItem;
interface RawList {
  name: string;
  items: RawItem[];
  sorted?: boolean;
  translated?: boolean;
  displayNames?: string;
  description?: string;
}

const item = (raw: RawItem): ShippedItem =>
  typeof raw === 'string' ? { value: raw, label: raw } : Array.isArray(raw) ? { value: raw[0], label: raw[1] } : raw;

function readLists(): ShippedList[] {
  const root = join(DEFAULTS, 'lists');
  return readdirSync(root)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => [JSON.parse(readFileSync(join(root, file), 'utf8')) as RawList | RawList[]].flat())
    .map((l) => ({ name: l.name, items: l.items.map(item), sorted: l.sorted === true, translated: l.translated !== false, displayNames: l.displayNames ?? null, description: l.description ?? null }));
}

let cache: { scripts: ShippedScript[]; lists: ShippedList[] } | undefined;

/** The shipped default configuration (read once per process; files change with a release). */
export function shippedConfig(): { scripts: ShippedScript[]; lists: ShippedList[] } {
  cache ??= { scripts: readScripts(), lists: readLists() };
  return cache;
}

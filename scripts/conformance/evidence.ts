import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fixedPart, type SeedItem } from './seedItems.ts';

/**
 * Which test files name an item: the route, endpoint, code, flag or message as the seed writes it,
 * with `{parameter}` segments matching any value. A test that names an endpoint calls it; a test
 * that names a code or a message checks it (tests do not name what they do not check).
 */
export interface TestFile {
  path: string;
  text: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SEGMENT = "[^/'\"`\\s]+";
/** `{entity route}`, `{entityRoute}`, `{entity server route}`: the API path of any entity. */
const ENTITY_PATH = '/api/[a-z-]+/[a-zA-Z-]+';
const isEntityPath = (part: string) => /^\{entity ?(server )?route\}$/i.test(part);

/** A path of the seed as a pattern: `{id}` matches one segment, `*` anything after. */
function pathPattern(path: string): string {
  return path
    .replace(/\/\*$/, '')
    .split(/(\{[^}]*\})/)
    .map((part) => (isEntityPath(part) ? ENTITY_PATH : part.startsWith('{') ? SEGMENT : escape(part)))
    .join('');
}

export function needleOf(item: SeedItem): RegExp | undefined {
  switch (item.kind) {
    case 'route':
      return new RegExp(`(?<![A-Za-z0-9_.-])${pathPattern(item.id)}(?![A-Za-z0-9_-])`);
    case 'endpoint':
      return new RegExp(`${pathPattern(item.id)}(?![A-Za-z0-9_/-])`);
    case 'code':
      return new RegExp(`\\b${item.id}\\b`);
    case 'entity':
    case 'config':
      return new RegExp(`['"\`]${escape(item.id)}['"\`]`);
    case 'flag':
      return new RegExp(`(?<![A-Za-z0-9])${escape(item.id)}(?![A-Za-z0-9])`);
    case 'script':
      return new RegExp(`(?<![A-Za-z0-9-])${escape(item.id)}(?![A-Za-z0-9-])`);
    case 'message':
      return new RegExp(escape(fixedPart(item.id)));
    case 'constant':
      return undefined;
  }
}

/**
 * The text with `${NAME}` replaced by the value of a path constant of the same file
 * (`const BASE = '/api/external/lectura';` then `${BASE}/root-categories`), so calls built on a
 * constant name their whole path.
 */
export function withPathConstants(text: string): string {
  const constants = new Map<string, string>();
  for (const m of text.matchAll(/\bconst ([A-Za-z_$][\w$]*) = (['"`])(\/[^'"`$]*)\2/g)) constants.set(m[1], m[3]);
  if (!constants.size) return text;
  return text.replace(/\$\{([A-Za-z_$][\w$]*)\}/g, (whole, name: string) => constants.get(name) ?? whole);
}

/** Every test file of the project (tests/**), read once. */
export function readTests(root: string, skip: readonly string[] = []): TestFile[] {
  const out: TestFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) {
        const path = relative(root, full).split('\\').join('/');
        if (!skip.includes(path)) out.push({ path, text: withPathConstants(readFileSync(full, 'utf8')) });
      }
    }
  };
  walk(join(root, 'tests'));
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

export function testsNaming(item: SeedItem, tests: readonly TestFile[]): string[] {
  const needle = needleOf(item);
  return needle ? tests.filter((t) => needle.test(t.text)).map((t) => t.path) : [];
}

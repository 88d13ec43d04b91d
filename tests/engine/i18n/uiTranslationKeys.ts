import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Where a key was found: `app/shell/Shell.tsx`. */
export interface KeyUse {
  key: string;
  file: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const unescape = (body: string) => body.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** The end of the string literal opening at `start` (its closing quote). */
function literalEnd(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i;
}

/** The first argument of the call whose `(` is at `open` (top level: up to a comma or the `)`). */
function firstArgument(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') i = literalEnd(text, i);
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return text.slice(open + 1, i);
    else if (c === ',' && depth === 1) return text.slice(open + 1, i);
  }
  return '';
}

/**
 * String literals and UPPER_CASE constants of a t() argument (`t(x ?? 'OK')`, `t(LABELS[m])`);
 * literals inside an index (`LABELS[x ?? 'a']`) pick an entry, they are not keys.
 */
function partsOf(argument: string): { literals: string[]; constants: string[] } {
  const literals: string[] = [];
  const unindexed = argument.replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`|\[[^\]]*\]/g, (m) => (m.startsWith('[') ? '[]' : m));
  for (const m of unindexed.matchAll(/'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\$])*)`/g)) {
    literals.push(unescape(m[1] ?? m[2] ?? m[3]));
  }
  const code = argument.replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, '');
  const constants = [...code.matchAll(/(?<![\w$.])([A-Z][A-Z0-9_]+)\b/g)].map((m) => m[1]);
  return { literals, constants };
}

/** `const NAME = 'text'` and `const NAME: Record<..> = { a: 'text', ... }` of a file. */
function constantsOf(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of text.matchAll(/const ([A-Z][A-Z0-9_]+)(?:\s*:[^=]+)?\s*=\s*('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")/g)) {
    out.set(m[1], [unescape(m[2].slice(1, -1))]);
  }
  for (const m of text.matchAll(/const ([A-Z][A-Z0-9_]+)(?:\s*:[^=]+)?\s*=\s*\{([^}]*)\}/g)) {
    out.set(m[1], [...m[2].matchAll(/:\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")/g)].map((v) => unescape(v[1] ?? v[2])));
  }
  return out;
}

/** The file a name is imported from, if it is imported from a relative path. */
function importedFrom(name: string, path: string, text: string): string | undefined {
  const from = new RegExp(`import\\s*(?:type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(text)?.[1];
  return from?.startsWith('.') ? resolve(dirname(path), from) : undefined;
}

/**
 * Every key the code passes to a translation function `t(...)` (react-i18next's or the engine's
 * `EngineEnv.t`): literals, fallbacks (`t(x ?? 'OK')`) and UPPER_CASE constants it names. Keys
 * that come from data (schema titles, server messages) are not literal and not listed; a constant
 * the scan cannot read is reported in `unresolved`.
 */
export function uiTranslationKeys(root: string, dirs: string[]): { uses: KeyUse[]; unresolved: KeyUse[] } {
  const files = dirs.flatMap((d) => sourceFiles(join(root, d)));
  const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  const constants = new Map([...texts].map(([f, text]) => [f, constantsOf(text)]));
  // a constant of the file itself, else of the file it is imported (or re-exported) from
  const valuesOf = (name: string, path: string, hops = 0): string[] | undefined => {
    const own = constants.get(path)?.get(name);
    const from = own || hops > 3 ? undefined : importedFrom(name, path, texts.get(path) ?? '');
    return own ?? (from ? valuesOf(name, from, hops + 1) : undefined);
  };
  const uses: KeyUse[] = [];
  const unresolved: KeyUse[] = [];
  for (const [path, text] of texts) {
    const file = relative(root, path);
    for (const m of text.matchAll(/(?<![\w$.])t\(/g)) {
      const { literals, constants: names } = partsOf(firstArgument(text, m.index + 1));
      for (const key of literals) uses.push({ key, file });
      for (const name of names) {
        const values = valuesOf(name, path);
        if (values) values.forEach((key) => uses.push({ key, file }));
        else unresolved.push({ key: name, file });
      }
    }
  }
  return { uses, unresolved };
}

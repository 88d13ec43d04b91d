/**
 * The items the seeds name (routes, entities, configuration names, endpoints, scripts, codes, flags,
 * messages, constants), read from the seed texts. Each item keeps where the seed names it, so the
 * conformance matrix (docs/conformance.md) can point at the sentence it answers for.
 */
export type ItemKind = 'route' | 'entity' | 'config' | 'endpoint' | 'script' | 'code' | 'flag' | 'message' | 'constant';

export interface SeedItem {
  kind: ItemKind;
  /** What the seed names, as written (an endpoint without its query string). */
  id: string;
  /** `000 §2.3` — the seed file's number and the section. */
  where: string;
}

export interface SeedText {
  /** `000`, `001`, `002`. */
  seed: string;
  text: string;
}

interface Line {
  seed: string;
  section: string;
  text: string;
}

function linesOf({ seed, text }: SeedText): Line[] {
  let section = '';
  return text.split('\n').map((raw) => {
    const heading = /^#{2,3}\s+(\d+(?:\.\d+)?)?\.?\s*(.*)$/.exec(raw);
    if (heading) section = heading[1] ? `§${heading[1]}` : `§${heading[2]}`;
    return { seed, section, text: raw };
  });
}

const ROUTE_SECTIONS = new Set(['§2.1', '§2.2', '§2.3', '§2.4', '§2.5', '§2.6']);
const FLAG_LINES = /^- (options|Environment flags|scriptOverrides|Flags used by the interface)/;
const CODE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
const LECTURA = '/api/external/lectura';

/** `INVALID_FIELD_IN_HEADERS / QUERY / BODY` names INVALID_FIELD_IN_HEADERS, INVALID_FIELD_IN_QUERY... */
function codesOf(text: string): string[] {
  const out: string[] = [];
  const re = /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)((?:\s*\/\s*[A-Z]+\b)*)/g;
  for (const m of text.matchAll(re)) {
    out.push(m[1]);
    const tails = m[2].split('/').map((s) => s.trim()).filter(Boolean);
    const stem = m[1].slice(0, m[1].lastIndexOf('_') + 1);
    for (const tail of tails) out.push(stem + tail);
  }
  return out;
}

function endpointsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\/api\/[A-Za-z0-9/{}._-]+/g)) out.push(m[0].replace(/[/.]+$/, ''));
  // the external catalogue's paths are given relative to the first one of the sentence
  if (text.includes(LECTURA)) {
    for (const m of text.matchAll(/(?:^|[\s;])(\/(?:categories|models|manufacturers|search|v2)\/[A-Za-z0-9/{}._-]+)/g)) out.push(LECTURA + m[1]);
  }
  return out;
}

/** `Entity collection paths under /api/: system/access-logs; accounting/(bookings, inventories)` */
function collectionPathsOf(text: string): string[] {
  if (!text.includes('Entity collection paths under /api/')) return [];
  const body = text.slice(text.indexOf(':') + 1).split('. Dynamic')[0];
  const out: string[] = [];
  for (const group of body.matchAll(/([a-z-]+)\/(?:\(([^)]*)\)|([a-z-]+))/g)) {
    for (const name of (group[2] ?? group[3]).split(',')) out.push(`/api/${group[1]}/${name.trim()}`);
  }
  return out;
}

/** Quoted texts that read as sentences a user sees (not paths, not permission names). */
function messagesOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/'([^']{4,}?)'(?=[\s.,;:)]|$)|"([^"]{4,}?)"/g)) {
    const quoted = (m[1] ?? m[2]).trim();
    if (!/[a-z]/.test(quoted) || /^[/{]/.test(quoted) || /^(read|write|get) [/{]/.test(quoted) || !/\s/.test(quoted)) continue;
    if (fixedPart(quoted).length < 8) continue;
    out.push(quoted);
  }
  return out;
}

/** The longest part of a text without placeholders (`{x}`, `$`, `...`): what a test can quote. */
export function fixedPart(text: string): string {
  return text
    .split(/\{[^}]*\}|\$|\.\.\.|"x"|\(\d+\)|\bn\/max\b|\bON\/OFF\b/)
    .map((s) => s.trim())
    .sort((a, b) => b.length - a.length)[0];
}

export function seedItems(seeds: readonly SeedText[]): SeedItem[] {
  const items: SeedItem[] = [];
  const seen = new Set<string>();
  const add = (kind: ItemKind, id: string, line: Line) => {
    const key = `${kind}:${id}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push({ kind, id, where: `${line.seed} ${line.section}` });
  };
  for (const seed of seeds) {
    for (const line of linesOf(seed)) {
      const { text, section } = line;
      if (/^#/.test(text) || !text.trim()) continue;
      if (seed.seed === '000' && ROUTE_SECTIONS.has(section)) {
        for (const m of text.matchAll(/(?:^|[\s,(])(\/[a-z][a-z0-9-]*(?:\/[a-z{][a-zA-Z0-9{}*-]*)*)/g)) {
          if (!m[1].startsWith('/api')) add('route', m[1], line);
        }
      }
      if (seed.seed === '000' && section === '§3.1' && !text.startsWith('- ')) {
        for (const name of text.matchAll(/\b([A-Z][a-zA-Z]+)(?=,|\s+and\b)/g)) add('entity', name[1], line);
      }
      if (seed.seed === '000' && section === '§3.2') {
        for (const name of text.split(',').map((s) => s.trim().replace(/\.$/, ''))) if (name) add('config', name, line);
      }
      if (seed.seed === '000' && section === '§3.5' && FLAG_LINES.test(text)) {
        const list = text.slice(text.indexOf(':') + 1 || 2);
        for (const name of (text.startsWith('- scriptOverrides') ? text.slice(2) : list).split(',')) {
          const flag = name.trim().replace(/\s*\(.*$/, '').replace(/\.$/, '');
          if (/^[a-zA-Z][a-zA-Z.]+$/.test(flag)) add('flag', flag, line);
        }
      }
      for (const path of endpointsOf(text)) add('endpoint', path, line);
      for (const path of collectionPathsOf(text)) add('endpoint', path, line);
      // calls on an entity's own route: `GET {entity route}/{registration}/documents`
      for (const m of text.matchAll(/(?:GET|POST|PUT|PATCH|DELETE) (\{[a-zA-Z ]+\}[A-Za-z0-9/{}._-]*)/g)) add('endpoint', m[1].replace(/[/.]+$/, ''), line);
      if (/^- Script runs: /.test(text)) for (const name of text.slice(15).split(',')) add('script', name.trim().replace(/\.$/, ''), line);
      if (seed.seed === '002' && /^\| Preload GETs/.test(text)) {
        for (const name of text.matchAll(/\b([a-z]+(?:-[a-zA-Z]+)+|personRegistration-format-check)\b/g)) add('script', name[1], line);
      }
      if (/^§8/.test(section) || /Coded errors/.test(section)) for (const code of codesOf(text)) add('code', code, line);
      else for (const code of text.match(CODE) ?? []) if (/_(FOUND|FIELD|ENTITY|EXISTS|PROHIBITED|PERIOD|CONFIG|LOCALE)$/.test(code)) add('code', code, line);
      for (const message of messagesOf(text)) if (!items.some((i) => i.kind === 'message' && fixedPart(i.id) === fixedPart(message))) add('message', message, line);
      if (/^§9/.test(section) && text.startsWith('- ')) add('constant', text.slice(2, 90).replace(/\s+\S*$/, '') + '…', line);
    }
  }
  return items;
}

import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ERROR_CATALOGUE } from '../../../engine/errors/catalogue.ts';
import { SCRIPT_ERROR_CATALOGUE } from '../../../scripts-sandbox/errors/scriptErrorCatalogue.ts';
import type { EntityInfo } from '../../../engine/registry/types.ts';
import type { Headers, TestServer } from '../support/testServer.ts';
import type { FuzzRequest, KeyRef } from './requests.ts';
import { jsonText } from './values.ts';

/**
 * Runs fuzz requests against a server with `app.inject` and checks what must hold for every one:
 * no 5xx, every 4xx a catalogued `{status, code, message}`, and no partial write (the row counts of
 * the collection, History and Document of the tenant move only as the answer says).
 */

type Rec = Record<string, unknown>;

export interface PoolEntry {
  registration: string;
  _id: string;
  key?: string;
}

interface Counts {
  rows: number;
  history: number;
  documents: number;
}

export interface FuzzStats {
  requests: number;
  byStatus: Record<string, number>;
  writesChecked: number;
  creates: number;
  slowest: { ms: number; what: string };
}

/** Longest a request may take before it counts as hanging. */
const REQUEST_TIMEOUT_MS = 30_000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** encodeURIComponent that also writes lone surrogates (as the invalid UTF-8 bytes of WTF-8) instead of throwing. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((c) => {
        const code = c.charCodeAt(0);
        if (c.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(c);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}

const short = (text: string, n = 400) =>
  text.length > n ? `${text.slice(0, n)}... (${text.length} chars)` : text;

function describeRef(ref: KeyRef): string {
  return 'literal' in ref ? JSON.stringify(short(ref.literal, 60)) : `<${ref.pool}#${ref.index}.${ref.by}>`;
}

/** The request as fast-check prints a counterexample: method, path with its keys, query, headers, body. */
export function describeRequest(r: FuzzRequest): string {
  const path = r.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    r.params[name] ? describeRef(r.params[name]) : `{${name}}`,
  );
  const query =
    r.query.map(([k, v]) => `${k}=${short(v, 80)}`).join('&') +
    (r.rawQuery ? `${r.query.length ? '&' : ''}${short(r.rawQuery, 80)}` : '');
  const body = r.body
    ? 'json' in r.body
      ? ` body ${short(jsonText(r.body.json), 300)}`
      : ` body(${r.body.type}) ${short(JSON.stringify(r.body.text), 200)}`
    : '';
  const headers = Object.keys(r.headers).length ? ` headers ${JSON.stringify(r.headers)}` : '';
  return `${r.method} ${path}${query ? `?${query}` : ''} [auth ${r.auth}]${headers}${body}`;
}

/** Gives requests a readable form in fast-check's reports. */
export function readable<T extends FuzzRequest>(arb: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return arb.map(
    (r) =>
      Object.defineProperty({ ...r }, fc.toStringMethod, {
        value: () => describeRequest(r),
        enumerable: false,
      }) as T,
  );
}

/** Script runs answer the errors of the sandbox's own catalogue (seed 000 §8.2), in the same shape. */
const SCRIPT_RUNS = '/api/script/runs/';

function cataloguedStatus(code: string, url: string): number | undefined {
  if (Object.hasOwn(ERROR_CATALOGUE, code))
    return Number(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].split('|')[0]);
  if (url.startsWith(SCRIPT_RUNS) && Object.hasOwn(SCRIPT_ERROR_CATALOGUE, code))
    return Number(SCRIPT_ERROR_CATALOGUE[code as keyof typeof SCRIPT_ERROR_CATALOGUE].split('|')[0]);
  return undefined;
}

/**
 * What is wrong with an answer: a 5xx, or a 4xx that is not a catalogued error body (a code of
 * ERROR_CATALOGUE with its status; on script runs, of the sandbox's SCRIPT_ERROR_CATALOGUE).
 */
export function answerProblem(method: string, url: string, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400 || method === 'HEAD') return undefined;
  let body: Rec;
  try {
    body = res.json();
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON`;
  }
  if (typeof body !== 'object' || body === null)
    return `answered ${res.statusCode} with a body that is not an object`;
  if (body.status !== res.statusCode)
    return `error body status ${String(body.status)} for HTTP ${res.statusCode}`;
  if (typeof body.code !== 'string' || typeof body.message !== 'string')
    return `error body without code or message`;
  const status = cataloguedStatus(body.code, url);
  if (status === undefined) return `code ${body.code} is not in ERROR_CATALOGUE`;
  if (status !== res.statusCode)
    return `code ${body.code} is catalogued ${status}, answered ${res.statusCode}`;
  return undefined;
}

type WriteKind = 'create' | 'update' | 'delete' | 'other';

export class Fuzzer {
  readonly pools = new Map<string, PoolEntry[]>();
  readonly stats: FuzzStats = {
    requests: 0,
    byStatus: {},
    writesChecked: 0,
    creates: 0,
    slowest: { ms: 0, what: '' },
  };
  private readonly entities: EntityInfo[];
  private readonly byPath: EntityInfo[];
  private readonly history: EntityInfo;
  private readonly documents: EntityInfo;

  /**
   * @param user headers of the fuzz user, @param spare another session of it (logout ends it),
   * @param hidden registrations, ids and keys never put in a pool (the fuzz user's own record...)
   */
  constructor(
    private readonly s: TestServer,
    private readonly user: Headers,
    private readonly spare: Headers,
    private readonly tenant: string,
    private readonly hidden: ReadonlySet<string>,
  ) {
    const { registry } = s.app.tabula;
    this.entities = registry.all().filter((i) => !i.dyno);
    this.byPath = [...this.entities].sort((a, b) => b.apiPath.length - a.apiPath.length);
    this.history = registry.get('History');
    this.documents = registry.get('Document');
  }

  /** Reads the registrations, ids and key fields of every collection of the tenant into the pools. */
  async loadPools(): Promise<void> {
    await this.s.app.tabula.db.withTenant(this.tenant, async (q) => {
      for (const info of this.entities) {
        if (info.name === 'Tenant') continue;
        const key = ['registration', '_id', 'name'].includes(info.keyField) ? null : info.keyField;
        const { rows } = await q.query<{
          registration: string;
          id: string;
          key: string | null;
          name: string | null;
        }>(
          `SELECT registration, id::text AS id, ${key ? `data ->> '${key}'` : 'NULL'} AS key, name FROM ${info.table} ORDER BY registration LIMIT 200`,
        );
        this.pools.set(
          info.name,
          rows
            .map((r) => ({
              registration: r.registration,
              _id: r.id,
              key: (info.keyField === 'name' ? r.name : r.key) ?? undefined,
            }))
            .filter(
              (e) =>
                !this.hidden.has(e.registration) &&
                !this.hidden.has(e._id) &&
                !(e.key && this.hidden.has(e.key)),
            ),
        );
      }
    });
  }

  private resolveRef(ref: KeyRef): string {
    if ('literal' in ref) return ref.literal;
    const pool = this.pools.get(ref.pool) ?? [];
    if (!pool.length) return 'NOPE00000000';
    const entry = pool[ref.index % pool.length];
    return (ref.by === 'key' ? entry.key : entry[ref.by]) ?? entry.registration;
  }

  /** The request as `inject` takes it, its path keys drawn from the pools now. */
  resolve(r: FuzzRequest): InjectOptions & { url: string; method: string; keys: Record<string, string> } {
    const keys: Record<string, string> = {};
    const path = r.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      keys[name] = r.params[name] ? this.resolveRef(r.params[name]) : 'x';
      return encode(keys[name]);
    });
    const query = [
      ...r.query.map(([k, v]) => `${encode(k)}=${encode(v)}`),
      ...(r.rawQuery ? [r.rawQuery] : []),
    ].join('&');
    const headers: Record<string, string> = { ...r.headers };
    if (r.auth === 'user') Object.assign(headers, this.user);
    else if (r.auth === 'spare') Object.assign(headers, this.spare);
    else if (r.auth === 'garbage')
      headers.authorization = `Bearer ${this.user.authorization.slice(7, -4)}AAAA`;
    let payload: string | undefined;
    if (r.body && 'json' in r.body) {
      payload = jsonText(r.body.json);
      headers['content-type'] = 'application/json';
    } else if (r.body) {
      payload = r.body.text;
      headers['content-type'] = r.body.type;
    }
    return {
      method: r.method as InjectOptions['method'] & string,
      url: query ? `${path}?${query}` : path,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      keys,
    };
  }

  private entityOf(path: string): EntityInfo | undefined {
    return this.byPath.find((e) => path === e.apiPath || path.startsWith(`${e.apiPath}/`));
  }

  private writeKind(r: FuzzRequest, info: EntityInfo): WriteKind {
    if (r.path === info.apiPath && r.method === 'POST') return 'create';
    if (r.path === `${info.apiPath}/{key}`) return r.method === 'DELETE' ? 'delete' : 'update';
    return 'other';
  }

  private async counts(info: EntityInfo): Promise<Counts> {
    const { rows } = await this.s.app.tabula.db.withTenant(this.tenant, (q) =>
      q.query<{ rows: string | number; history: string | number; documents: string | number }>(
        `SELECT (SELECT count(*) FROM ${info.table}) AS rows, (SELECT count(*) FROM ${this.history.table}) AS history, (SELECT count(*) FROM ${this.documents.table}) AS documents`,
      ),
    );
    return {
      rows: Number(rows[0].rows),
      history: Number(rows[0].history),
      documents: Number(rows[0].documents),
    };
  }

  private async inject(opts: InjectOptions): Promise<LightMyRequestResponse | 'timeout'> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS)),
    );
    try {
      return await Promise.race([this.s.inject(opts), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs one request; answers what went wrong (readable), or undefined. */
  async run(r: FuzzRequest): Promise<string | undefined> {
    const opts = this.resolve(r);
    const info = WRITES.has(r.method) ? this.entityOf(r.path) : undefined;
    const checked = info && info.name !== 'Tenant' ? info : undefined;
    const before = checked ? await this.counts(checked) : undefined;
    const started = performance.now();
    const res = await this.inject(opts);
    const ms = performance.now() - started;
    this.stats.requests++;
    const what = `${opts.method} ${short(opts.url, 300)}`;
    if (ms > this.stats.slowest.ms) this.stats.slowest = { ms, what };
    const report = (problem: string, answer = '') =>
      `${problem}\n  request: ${describeRequest(r)}\n  sent:    ${what}${answer}`;
    if (res === 'timeout') return report(`no answer within ${REQUEST_TIMEOUT_MS} ms`);
    const answer = `\n  answer:  ${res.statusCode} ${short(res.body, 600)}`;
    this.stats.byStatus[res.statusCode] = (this.stats.byStatus[res.statusCode] ?? 0) + 1;
    const problem = answerProblem(opts.method, opts.url, res);
    if (problem) return report(problem, answer);
    if (!checked || !before) return undefined;
    const after = await this.counts(checked);
    this.stats.writesChecked++;
    const d = {
      rows: after.rows - before.rows,
      history: after.history - before.history,
      documents: after.documents - before.documents,
    };
    const delta = `rows ${d.rows}, history ${d.history}, documents ${d.documents}`;
    const kind = this.writeKind(r, checked);
    if (res.statusCode >= 300) {
      if (d.rows || d.history || d.documents)
        return report(`a ${res.statusCode} changed ${checked.name}: ${delta}`, answer);
      return undefined;
    }
    const body = (() => {
      try {
        return res.json() as Rec;
      } catch {
        return {};
      }
    })();
    const isDocument = checked.name === this.documents.name;
    const isHistory = checked.name === this.history.name;
    if (kind === 'create') {
      const replay = typeof body._temporaryRegistration === 'string' && d.rows === 0 && d.history === 0;
      const created = d.rows === 1 && (isHistory || d.history === 1) && d.documents === (isDocument ? 1 : 0);
      if (!replay && !created) return report(`a create changed ${delta}`, answer);
      if (created) {
        this.stats.creates++;
        if (typeof body.registration === 'string' && typeof body._id === 'string') {
          const key = ['registration', '_id', 'name'].includes(checked.keyField)
            ? checked.keyField === 'name'
              ? body.name
              : undefined
            : body[checked.keyField];
          this.pools
            .get(checked.name)
            ?.push({
              registration: body.registration,
              _id: body._id,
              key: typeof key === 'string' ? key : undefined,
            });
        }
      }
    } else if (kind === 'update') {
      if (d.rows !== 0 || !(d.history === 0 || d.history === 1) || (!isDocument && d.documents !== 0))
        return report(`an update changed ${delta}`, answer);
    } else if (kind === 'delete') {
      if (d.rows !== -1 || (!isHistory && d.history !== 1))
        return report(`a delete changed ${delta}`, answer);
      const gone = opts.keys.key;
      const pool = this.pools.get(checked.name) ?? [];
      this.pools.set(
        checked.name,
        pool.filter((e) => e.registration !== gone && e._id !== gone && e.key !== gone),
      );
    }
    return undefined;
  }
}

import { AppError } from '../../engine/errors/AppError.ts';

/** One server of a multi-host DATABASE_URL. */
export interface PgHost {
  host: string;
  port: number;
}

/**
 * What a server must be to be used (libpq's `target_session_attrs`): `read-write` (accepts writes),
 * `primary` (not in recovery), `read-only` (refuses writes), `standby` (in recovery), `any`.
 */
export type SessionAttrs = 'any' | 'read-write' | 'primary' | 'read-only' | 'standby';

const SESSION_ATTRS: readonly SessionAttrs[] = ['any', 'read-write', 'primary', 'read-only', 'standby'];

/** A DATABASE_URL naming several servers: `postgres://user:pw@h1:p1,h2:p2/db?target_session_attrs=read-write`. */
export interface MultiHostUrl {
  hosts: PgHost[];
  attrs: SessionAttrs;
  /** The URL with the first server only and without `target_session_attrs`: user, password, database and options for node-postgres. */
  base: string;
}

const DEFAULT_PORT = 5432;

function invalid(): AppError {
  return new AppError('INVALID_FIELD_IN_CONFIG', ['DATABASE_URL']);
}

/** `h`, `h:p`, `[v6]` or `[v6]:p`; a missing port is 5432. */
function parseHost(text: string): PgHost {
  const m = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(text);
  const port = m?.[2] === undefined ? DEFAULT_PORT : Number(m[2]);
  if (!m || port < 1 || port > 65_535) throw invalid();
  return { host: decodeURIComponent(m[1].replace(/^\[|\]$/g, '')), port };
}

/**
 * The servers of a multi-host URL (libpq's form), or undefined when the URL names one server (or
 * is not a postgres:// URL): those are given to node-postgres untouched. `target_session_attrs`
 * defaults to `any` as in libpq; `prefer-standby` and unknown values stop the start
 * (400 INVALID_FIELD_IN_CONFIG naming DATABASE_URL), as does a malformed server list.
 */
export function parseMultiHostUrl(url: string): MultiHostUrl | undefined {
  const m = /^(postgres(?:ql)?:\/\/)([^/?#]*)(.*)$/i.exec(url);
  if (!m) return undefined;
  const [, scheme, authority, rest] = m;
  const at = authority.lastIndexOf('@');
  const userinfo = at >= 0 ? authority.slice(0, at + 1) : '';
  const hostList = authority.slice(at + 1);
  if (!hostList.includes(',')) return undefined;
  const hosts = hostList.split(',').map(parseHost);
  const query = rest.indexOf('?');
  const path = query >= 0 ? rest.slice(0, query) : rest;
  const params = new URLSearchParams(query >= 0 ? rest.slice(query + 1) : '');
  const attrs = params.get('target_session_attrs') ?? 'any';
  if (!SESSION_ATTRS.includes(attrs as SessionAttrs)) throw invalid();
  params.delete('target_session_attrs');
  const first = hostList.split(',')[0];
  const search = params.toString();
  return {
    hosts,
    attrs: attrs as SessionAttrs,
    base: `${scheme}${userinfo}${first}${path}${search ? `?${search}` : ''}`,
  };
}

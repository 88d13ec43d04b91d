import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the security headers depend on (ServerOptions.security; environment variables in
 * {@link readSecurityOptions}).
 */
export interface SecurityOptions {
  /**
   * Who may frame the application, per host name (the request's `Host`, without the port): CSP
   * source lists (`'self'`, `https://portal.example.com`, `'none'`). The key `*` is the default of
   * hosts not listed; without it, `'self'`.
   */
  frameAncestors?: Record<string, string[]>;
  /** Hosts the map element may load tiles from (img-src); default `https://*.tile.openstreetmap.org`. */
  tileHosts?: string[];
  /** Extra sources allowed in connect-src (an external API the layouts call); default none. */
  connectSources?: string[];
  /** Strict-Transport-Security max-age in seconds (sent over TLS only); 0 turns the header off. Default one year. */
  hstsMaxAge?: number;
}

export const DEFAULT_TILE_HOSTS = ['https://*.tile.openstreetmap.org'];
const DEFAULT_HSTS_MAX_AGE = 365 * 24 * 3600;

/** A CSP source: a keyword in quotes, a scheme (`https:`), or a host with optional scheme, wildcard, port and path. */
const SOURCE = /^('(self|none)'|[a-z][a-z0-9+.-]*:|([a-z][a-z0-9+.-]*:\/\/)?(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?(\/[^\s;,']*)?|\*)$/i;

/** Keeps the well-formed sources of a list (a `;` or a quote could otherwise add directives). */
export function cleanSources(list: readonly string[]): string[] {
  return list.map((s) => s.trim()).filter((s) => s && SOURCE.test(s));
}

function splitList(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

/**
 * Reads the options from the environment:
 * - `TABULA_FRAME_ANCESTORS`: a source list for every host (`'self' https://portal.example.com`),
 *   or a JSON object by host name (`{"crm.example.com": ["https://portal.example.com"], "*": ["'self'"]}`);
 * - `TABULA_TILE_HOSTS`: the map tile hosts (space or comma separated);
 * - `TABULA_CONNECT_SOURCES`: extra connect-src sources;
 * - `TABULA_HSTS_MAX_AGE`: seconds (0 = no header).
 */
export function readSecurityOptions(env: NodeJS.ProcessEnv = process.env): SecurityOptions {
  const options: SecurityOptions = {};
  const frame = env.TABULA_FRAME_ANCESTORS?.trim();
  if (frame) {
    if (frame.startsWith('{')) {
      const parsed = JSON.parse(frame) as Record<string, string[] | string>;
      options.frameAncestors = Object.fromEntries(Object.entries(parsed).map(([host, v]) => [host.toLowerCase(), Array.isArray(v) ? v : splitList(v)]));
    } else {
      options.frameAncestors = { '*': splitList(frame) };
    }
  }
  if (env.TABULA_TILE_HOSTS?.trim()) options.tileHosts = splitList(env.TABULA_TILE_HOSTS);
  if (env.TABULA_CONNECT_SOURCES?.trim()) options.connectSources = splitList(env.TABULA_CONNECT_SOURCES);
  if (env.TABULA_HSTS_MAX_AGE?.trim()) options.hstsMaxAge = Math.max(0, Number(env.TABULA_HSTS_MAX_AGE) || 0);
  return options;
}

/**
 * The frame-ancestors sources of a host name: those its tenant set in the host configuration
 * (`fromTenant`), else the host's own entry of the installation's table, else `*`, else `'self'`.
 */
export function frameAncestorsOf(options: SecurityOptions, hostname: string, fromTenant?: readonly string[]): string[] {
  const table = options.frameAncestors ?? {};
  const host = hostname.toLowerCase();
  const found = fromTenant?.length ? fromTenant : Object.hasOwn(table, host) ? table[host] : Object.hasOwn(table, '*') ? table['*'] : ["'self'"];
  const clean = cleanSources(found);
  if (!clean.length || clean.some((s) => s === "'none'")) return ["'none'"];
  return clean;
}

/**
 * The Content-Security-Policy of the application shell. No 'unsafe-eval': scripts come from the
 * server only; 'wasm-unsafe-eval' lets the browser sandbox (QuickJS) compile its WebAssembly;
 * 'unsafe-inline' styles are needed by antd's CSS-in-JS and Leaflet's positioning.
 */
export function appShellPolicy(options: SecurityOptions, frameAncestors: string[]): string {
  const tiles = cleanSources(options.tileHosts ?? DEFAULT_TILE_HOSTS);
  const connect = cleanSources(options.connectSources ?? []);
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...tiles].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...connect].join(' '),
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "media-src 'self' blob: data:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

/** The policy of API answers (JSON): nothing to load, nothing to run, and the same framing rule. */
export function apiPolicy(frameAncestors: string[]): string {
  return `default-src 'none'; frame-ancestors ${frameAncestors.join(' ')}`;
}

/**
 * The policy of documents and assets: the framing rule only, so that the browser's own viewers
 * (PDF, images) are not hindered.
 */
export function framingPolicy(frameAncestors: string[]): string {
  return `frame-ancestors ${frameAncestors.join(' ')}`;
}

/** Whether the request came over TLS: on this server, or at a proxy that says so (`X-Forwarded-Proto`). */
export function cameOverTls(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

function contentTypeOf(reply: FastifyReply): string {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' ? type.toLowerCase() : '';
}

/**
 * Security headers on every answer (issue 19 item 6): Content-Security-Policy (the app shell's on
 * HTML, a closed one on JSON, the framing rule alone on documents and assets), frame-ancestors from the host configuration (and the matching
 * X-Frame-Options for older browsers), HSTS over TLS only, nosniff, Referrer-Policy, and the
 * cross-origin isolation headers that do not get in the way of framing by an allowed host.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions = {},
  tenantFrameAncestors: (hostname: string) => readonly string[] | undefined = () => undefined,
): void {
  const hstsMaxAge = options.hstsMaxAge ?? DEFAULT_HSTS_MAX_AGE;
  const byHost = new Map<string, { shell: string; api: string; framing: string; xfo?: string }>();
  const policiesOf = (hostname: string) => {
    const fromTenant = tenantFrameAncestors(hostname);
    // a tenant's change of its framing rule makes a new key
    const key = fromTenant?.length ? `${hostname} ${fromTenant.join(' ')}` : hostname;
    let found = byHost.get(key);
    if (!found) {
      const ancestors = frameAncestorsOf(options, hostname, fromTenant);
      const only = ancestors.length === 1 ? ancestors[0] : undefined;
      const xfo = only === "'none'" ? 'DENY' : only === "'self'" ? 'SAMEORIGIN' : undefined;
      found = { shell: appShellPolicy(options, ancestors), api: apiPolicy(ancestors), framing: framingPolicy(ancestors), xfo };
      // host names come from the client: keep the cache bounded
      if (byHost.size > 1000) byHost.clear();
      byHost.set(key, found);
    }
    return found;
  };

  // a callback hook (no promise): it runs on every answer
  app.addHook('onSend', (request, reply, payload, done) => {
    const policies = policiesOf(request.hostname || '');
    const type = contentTypeOf(reply);
    const policy = type.startsWith('text/html') ? policies.shell : type.startsWith('application/json') ? policies.api : policies.framing;
    reply.header('content-security-policy', policy);
    if (policies.xfo) reply.header('x-frame-options', policies.xfo);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-permitted-cross-domain-policies', 'none');
    if (hstsMaxAge > 0 && cameOverTls(request)) reply.header('strict-transport-security', `max-age=${hstsMaxAge}`);
    done(null, payload);
  });
}

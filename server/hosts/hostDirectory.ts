/**
 * The host configuration a browser reads before anyone signs in (GET /api/core/hosts/{hostname},
 * seed 002 §7): which tenant a host name belongs to, what its sign-in page shows, and who may frame
 * it. A tenant claims host names in its `hosts` field; a host no tenant claims gets the
 * installation's default (no tenant, the product's name).
 */
import type { HostConfiguration } from '../../engine/shell/hostConfiguration.ts';
import type { Database } from '../db/Database.ts';

export type { HostConfiguration };

/** The product's name: the window title of a host no tenant claims. */
export const PRODUCT_TITLE = 'Tabula';
const MANIFEST_URL = '/manifest.webmanifest';
/** How long another instance's tenant change may take to reach this one. */
const REFRESH_MS = 30_000;
/** Host names as a browser sends them: letters, digits, dots, dashes (an IPv6 literal in brackets). */
const HOST = /^([a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*|\[[0-9a-f:.]{2,45}\])$/;
/** Logos a sign-in page may show: an http(s) or site-relative URL, or a data URI of a raster image or svg. */
const LOGO = /^(https?:\/\/[^\s"'<>]{1,2000}|\/[^\s"'<>]{0,2000}|data:image\/(png|jpeg|gif|webp|svg\+xml)(;base64)?,[^\s"'<>]{1,200000})$/i;

/** A host name as a key: lower case, no port, no trailing dot; undefined when it is not a host name. */
export function normaliseHost(raw: string): string | undefined {
  let host = raw.trim().toLowerCase();
  if (!host.startsWith('[')) host = host.replace(/:\d{1,5}$/, '');
  host = host.replace(/\.$/, '');
  return host.length <= 253 && HOST.test(host) ? host : undefined;
}

interface TenantHostRow {
  name: string;
  label: string | null;
  data: Record<string, unknown> | null;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()) : [];
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The configuration of a host a tenant claims, from the tenant's row. */
export function tenantHostConfiguration(host: string, row: TenantHostRow): HostConfiguration {
  const data = row.data ?? {};
  const logo = textOf(data.publicLogo);
  const ancestors = stringsOf(data.frameAncestors);
  const label = textOf(row.label) ?? row.name;
  return {
    host,
    loginTenant: row.name,
    tenantLabel: label,
    publicLogo: logo && LOGO.test(logo) ? logo : null,
    windowTitle: textOf(data.windowTitle) ?? `${label} · ${PRODUCT_TITLE}`,
    frameAncestors: ancestors.length ? ancestors : null,
    manifestUrl: MANIFEST_URL,
    basePath: '/',
    mode: 'standard',
    uiAuthConfig: { password: true },
  };
}

/** The configuration of a host no tenant claims. */
export function defaultHostConfiguration(host: string): HostConfiguration {
  return {
    host,
    loginTenant: null,
    tenantLabel: null,
    publicLogo: null,
    windowTitle: PRODUCT_TITLE,
    frameAncestors: null,
    manifestUrl: MANIFEST_URL,
    basePath: '/',
    mode: 'standard',
    uiAuthConfig: { password: true },
  };
}

/**
 * Host name -> tenant row, read from the global tenants table and kept in memory: the security
 * headers need it synchronously on every answer. Refreshed after a tenant write on this instance
 * ({@link HostDirectory.refresh}) and every {@link REFRESH_MS} for writes made on another.
 */
export class HostDirectory {
  private byHost = new Map<string, TenantHostRow>();
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  /** Reads the tenants' hosts again. */
  async refresh(): Promise<void> {
    const rows = await this.db.admin(async (q) => (await q.query<TenantHostRow>('SELECT name, label, data FROM tenants ORDER BY name')).rows);
    const next = new Map<string, TenantHostRow>();
    for (const row of rows) {
      if (row.data?.isActive === false) continue;
      for (const raw of stringsOf(row.data?.hosts)) {
        const host = normaliseHost(raw);
        // the first tenant (by name) keeps a host two tenants claim
        if (host && !next.has(host)) next.set(host, row);
      }
    }
    this.byHost = next;
    this.loadedAt = Date.now();
  }

  /** Starts a refresh in the background when the snapshot is older than {@link REFRESH_MS}. */
  private refreshIfStale(): void {
    if (Date.now() - this.loadedAt < REFRESH_MS || this.loading) return;
    this.loading = this.refresh()
      .catch(() => undefined)
      .finally(() => {
        this.loading = undefined;
      });
  }

  /** The tenant row that claims a host name, from the current snapshot. */
  private rowOf(rawHost: string): { host: string; row: TenantHostRow | undefined } {
    this.refreshIfStale();
    const host = normaliseHost(rawHost) ?? '';
    return { host, row: this.byHost.get(host) };
  }

  /** The configuration of a host name, from the current snapshot. */
  configurationOf(rawHost: string): HostConfiguration {
    const { host, row } = this.rowOf(rawHost);
    return row ? tenantHostConfiguration(host, row) : defaultHostConfiguration(host);
  }

  /**
   * The frame-ancestors a tenant set for a host name, if any: read on every answer by the security
   * headers, so without building the whole configuration.
   */
  frameAncestorsOf(rawHost: string): string[] | undefined {
    const ancestors = stringsOf(this.rowOf(rawHost).row?.data?.frameAncestors);
    return ancestors.length ? ancestors : undefined;
  }
}

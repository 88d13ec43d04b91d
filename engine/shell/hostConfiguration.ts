/**
 * The host configuration GET /api/core/hosts/{hostname} answers (seed 002 §7; docs/hosts.md): the
 * server builds it (server/hosts/hostDirectory.ts), the sign-in page reads it (app/auth/hostConfiguration.ts).
 */
export interface HostConfiguration {
  host: string;
  /** The tenant the sign-in page signs into (`user` alone then means `user@{loginTenant}`); null: the username says. */
  loginTenant: string | null;
  /** The tenant's display name on the sign-in page. */
  tenantLabel: string | null;
  /** An image URL or a data: URI (svg, png, jpeg, gif, webp); null: the product's name only. */
  publicLogo: string | null;
  /** The browser tab's title. */
  windowTitle: string;
  /** Who may frame the application (CSP source list); null: the installation's rule. */
  frameAncestors: string[] | null;
  /** The web app manifest, read at the host's base path. */
  manifestUrl: string;
  basePath: string;
  /** `standard`, or `flow` for hosts that only serve access-key pages. */
  mode: 'standard' | 'flow';
  /** The sign-in methods offered on this host's page. */
  uiAuthConfig: { password: boolean };
}

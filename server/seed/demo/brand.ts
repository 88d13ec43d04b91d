import type { AppContext } from '../../context.ts';
import { forgetTenantProfile } from '../../storage/tenantProfile.ts';

/** The demo lessor's name on its sign-in page and in the browser tab. */
export const DEMO_BRAND = 'Tabula Lease';

/** A monogram logo for the sign-in page: an svg data URI (no external file to serve or to fetch). */
export function demoLogo(): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="Tabula Lease">',
    '<rect width="96" height="96" rx="20" fill="#0b5cad"/>',
    '<path d="M22 30h36v10H45v32H35V40H22z" fill="#ffffff"/>',
    '<path d="M56 46h10v18h14v8H56z" fill="#9fd3ff"/>',
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The demo lessor is French: amounts in euros, French phone numbers (its locale is left as it is). */
export const DEMO_TENANT_SETTINGS = { country: 'FR', currency: 'EUR', phoneRegion: 'FR' };

/**
 * Makes the demo tenant look like the lessor it holds: its display name, the host names a local
 * start is reached at (so the sign-in page of http://localhost shows the lessor), a logo, a
 * window title (GET /api/core/hosts/{hostname}, docs/hosts.md) and its settings (country, currency,
 * phone region: docs/formats.md).
 */
export async function brandDemoTenant(ctx: AppContext, tenant: string): Promise<void> {
  await ctx.db.admin((q) =>
    q.query(`UPDATE tenants SET label = $2, data = data || $3::jsonb WHERE name = $1`, [
      tenant,
      DEMO_BRAND,
      JSON.stringify({ ...DEMO_TENANT_SETTINGS, hosts: ['localhost', '127.0.0.1'], publicLogo: demoLogo(), windowTitle: `${DEMO_BRAND} · Back office` }),
    ]),
  );
  // what the seed's documents loaded of the tenant before it was branded
  forgetTenantProfile(ctx, tenant);
}

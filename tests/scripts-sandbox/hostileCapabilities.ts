import type { Capabilities, JsonObject } from '../../scripts-sandbox/index.ts';

/** Rows of two tenants; the capabilities below must only ever reach the run's own tenant. */
const ROWS: Record<string, Record<string, JsonObject>> = {
  acme: { 'P-1': { name: 'Acme person' } },
  globex: { 'P-2': { name: 'Globex secret' } },
};

/**
 * Capabilities as the server builds them: bound to the tenant the host gives (`call.tenant`),
 * whatever the script passes. `found` says whether the row exists in that tenant.
 */
export const tenantBoundCapabilities: Capabilities = {
  readEntity: (args, call) => {
    const id = typeof args === 'object' && args !== null && !Array.isArray(args) ? String(args.id) : '';
    return { tenant: call.tenant, id, found: Object.hasOwn(ROWS[call.tenant] ?? {}, id) };
  },
  now: () => '2025-01-01T00:00:00.000Z',
};

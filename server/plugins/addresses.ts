import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { providerFor, type AddressConfig, type AddressLookup } from '../addresses/providers.ts';
import { tenantAddresses } from '../addresses/tenantAddresses.ts';
import { readConfigItem } from '../scripts/readConfigItem.ts';
import { requireSession } from './session.ts';

type Query = Record<string, string | string[] | undefined>;

const one = (q: Query, name: string): string | undefined => {
  const v = q[name];
  return Array.isArray(v) ? v.at(-1) : v;
};

/** `lng,lat` (or a JSON array) as [longitude, latitude]. */
function coordinatesOf(raw: string | undefined): [number, number] | undefined {
  if (!raw) return undefined;
  const parts = raw.replace(/[[\]\s]/g, '').split(',').map(Number);
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) throw new AppError('INVALID_FIELD_IN_QUERY', ['coordinates', 'expected longitude,latitude']);
  return [parts[0], parts[1]];
}

/**
 * Address autocomplete (seed 001 §7; docs/persons.md#addresses): POST /api/external/pivot/addresses
 * with `search` answers suggestions `[{value, label}]`; with `placeId` the address of a suggestion;
 * with `coordinates` (longitude,latitude) the address there. The provider is the request's
 * `provider`, else the tenant's `address-config` item's, else Tabula (the tenant's stored addresses);
 * None looks nothing up. GET /api/external/pivot/addresses/map answers the tenant's map tile URL.
 */
export async function addressesPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  if (!tabula.registry.has('Person')) return;
  const permission = `read ${tabula.registry.get('Person').apiPath}`;
  const configOf = (request: FastifyRequest) =>
    tabula.db.withTenant(requireSession(request).tenant, async (q) => (await readConfigItem<AddressConfig>(q, 'address-config').catch(() => undefined)) ?? {});

  app.post('/api/external/pivot/addresses', {
    config: { permission, openapi: { summary: 'Address autocomplete: suggestions for `search`, the address of a `placeId`, or the address at `coordinates` (longitude,latitude)' } },
  }, async (request: FastifyRequest<{ Querystring: Query }>) => {
    const query = request.query;
    const lookup: AddressLookup = {
      search: one(query, 'search'),
      placeId: one(query, 'placeId'),
      coordinates: coordinatesOf(one(query, 'coordinates')),
      language: one(query, 'language'),
      country: one(query, 'country'),
      region: one(query, 'region'),
      sessionToken: one(query, 'sessiontoken'),
    };
    const config = await configOf(request);
    const tenant = requireSession(request).tenant;
    const source = (word: string) => tabula.db.withTenant(tenant, (q) => tenantAddresses(tabula, q, word));
    const provider = providerFor(one(query, 'provider'), config, source);
    try {
      if (lookup.placeId) return (await provider.detail(lookup)) ?? {};
      if (lookup.coordinates) return (await provider.reverse(lookup)) ?? {};
      return await provider.suggest(lookup);
    } catch (err) {
      request.log.warn({ err }, 'address provider failed');
      throw new AppError('ADDRESS_PROVIDER_FAILED');
    }
  });

  app.get('/api/external/pivot/addresses/map', {
    config: { permission, openapi: { summary: "The tenant's map tile URL template (address-config mapTileUrl), null when none" } },
  }, async (request) => {
    const url = (await configOf(request)).mapTileUrl;
    return { tileUrl: typeof url === 'string' && url.trim() ? url.trim() : null };
  });
}

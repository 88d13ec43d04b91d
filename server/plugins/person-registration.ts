import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../engine/errors/AppError.ts';
import { LOOKUP_REGISTRATION_TYPES } from '../../engine/persons/registrationRules.ts';
import { httpRegistrationProvider } from '../persons/registrationLookup/httpProvider.ts';
import { BUILT_IN_REGISTRATION_PROVIDER, RegistrationProviders } from '../persons/registrationLookup/providerRegistry.ts';
import { tenantRegistrationProvider } from '../persons/registrationLookup/tenantProvider.ts';
import type { InTenant, RegistrationDetail, RegistrationMatch } from '../persons/registrationLookup/types.ts';
import { readConfigItem } from '../scripts/readConfigItem.ts';
import { requireSession } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registration lookup providers: a plugin adds its own with `app.registrationProviders.register(name, factory)`. */
    registrationProviders: RegistrationProviders;
  }
}

type Rec = Record<string, unknown>;
type LookupRequest = FastifyRequest<{ Params: { type: string }; Querystring: Record<string, string | undefined>; Body: unknown }>;

const KNOWN_BODY = new Set(['value', 'selectedId', 'personType', 'displayFirstRegistrationsInPriority', 'withDetails']);

/** The tenant's settings per type: `tenant-config` > `registrationLookup` > `{TYPE: {provider, ...}}`. */
async function typeSettings(inTenant: InTenant): Promise<Record<string, Rec>> {
  const config = await inTenant((q) => readConfigItem<Rec>(q, 'tenant-config').catch(() => undefined));
  const lookup = config?.registrationLookup;
  if (!lookup || typeof lookup !== 'object' || Array.isArray(lookup)) return {};
  return Object.fromEntries(Object.entries(lookup as Rec).filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v))) as Record<string, Rec>;
}

function textOf(body: Rec, key: string, required: boolean): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) {
    if (required) throw new AppError('INVALID_FIELD_IN_BODY', [key, 'a string is required']);
    return undefined;
  }
  if (typeof v !== 'string') throw new AppError('INVALID_FIELD_IN_BODY', [key, 'must be a string']);
  return v;
}

const flag = (v: unknown) => v === true || v === 'true';

/**
 * POST /api/external/pivot/person-registration/{type} (seed 001 §7): with body `value` the matches
 * of a typed number (`[{label, value, data}]`), with body `selectedId` the data of a chosen one
 * (`{value, data}`). The provider of a type comes from the tenant's `tenant-config` item
 * (`registrationLookup`), by default the built-in `tenant` one (the tenant's own persons). Needs
 * `read /api/person/persons`. An unknown type is 400 INVALID_FIELD_IN_PATH; a provider that fails
 * or does not answer in time is 502 REGISTRATION_LOOKUP_FAILED.
 */
async function personRegistration(app: FastifyInstance): Promise<void> {
  const providers = new RegistrationProviders();
  providers.register(BUILT_IN_REGISTRATION_PROVIDER, () => tenantRegistrationProvider(app.tabula));
  providers.register('http', httpRegistrationProvider);
  app.decorate('registrationProviders', providers);

  app.post('/api/external/pivot/person-registration/:type', {
    config: { permission: 'read /api/person/persons', openapi: { summary: 'Look a registration number up in a register: matches of a typed value, or the data of a selected id' } },
  }, async (request: LookupRequest): Promise<RegistrationMatch[] | RegistrationDetail> => {
    const session = requireSession(request);
    const inTenant: InTenant = (fn) => app.tabula.db.withTenant(session.tenant, fn);
    const type = request.params.type;
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Rec) : undefined;
    if (!body) throw new AppError('INVALID_FIELD_IN_BODY', ['value', 'a JSON object is required']);
    const settings = (await typeSettings(inTenant))[type];
    if (!settings && !LOOKUP_REGISTRATION_TYPES.has(type)) throw new AppError('INVALID_FIELD_IN_PATH', ['type']);
    const name = typeof settings?.provider === 'string' && settings.provider ? settings.provider : BUILT_IN_REGISTRATION_PROVIDER;
    const factory = providers.get(name);
    if (!factory) throw new AppError('INVALID_FIELD_IN_CONFIG', [`registrationLookup.${type}.provider`]);
    const provider = factory(settings ?? {});
    const { administrativeStatus, ...query } = request.query;
    const extra: Rec = { ...query, ...Object.fromEntries(Object.entries(body).filter(([k]) => !KNOWN_BODY.has(k))) };
    const personType = textOf(body, 'personType', false);
    const withDetails = flag(body.withDetails);
    const selectedId = textOf(body, 'selectedId', false);
    try {
      if (selectedId !== undefined) {
        const found = await provider.detail({ type, selectedId, personType, withDetails, extra }, inTenant);
        if (!found) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Registration', `${type}${selectedId}`]);
        return found;
      }
      const value = textOf(body, 'value', true) as string;
      return await provider.search({
        type, value, personType, withDetails, extra,
        displayFirstRegistrationsInPriority: flag(body.displayFirstRegistrationsInPriority),
        activeOnly: administrativeStatus === 'ACTIVE',
      }, inTenant);
    } catch (err) {
      if (err instanceof AppError) throw err;
      // the cause stays in the server log: the caller gets the catalogued, translated message
      request.log.warn({ err, type, provider: name }, 'registration lookup failed');
      throw new AppError('REGISTRATION_LOOKUP_FAILED');
    }
  });
}

export const personRegistrationPlugin = fp(personRegistration, { name: 'person-registration' });

import type { EntityInfo } from '../../../engine/registry/types.ts';
import type { TestServer } from './testServer.ts';
import { completeBody, sampleRecord } from './sampleRecord.ts';

type Rec = Record<string, unknown>;

/** The collections served by the generic routes (tenants live in their own table, served by the identity plugin). */
export function genericCollections(s: TestServer): EntityInfo[] {
  return s.app.tabula.registry.all().filter((i) => !i.dyno && i.name !== 'Tenant');
}

export interface SeedOptions {
  /** The `name` of the record of each collection (a marker the tests look for). */
  name: (info: EntityInfo) => string;
  /** Fields added to the record of a collection (a registration, references...); dropped when the store refuses them. */
  extra?: (info: EntityInfo) => Rec;
  /** The writer recorded in `_insertUser` and History. */
  username?: string;
}

export interface Seeded {
  records: Map<string, Rec>;
  /** Collections whose extra fields the store refused (seeded without them), with the reason. */
  refused: Map<string, string>;
}

function fieldOf(err: unknown): { code?: string; path?: string } {
  const e = err as { code?: string; errors?: { path?: string }[] };
  return { code: e.code, path: e.errors?.[0]?.path };
}

/**
 * Creates one record per collection in `tenant` through the store (no API, no permission check):
 * the schema's required and mandatory fields (sampleRecord), `name`, the extra fields, and the
 * fields that conditional requirements name filled in as the store asks for them.
 */
export async function seedCollections(s: TestServer, tenant: string, opts: SeedOptions): Promise<Seeded> {
  const { store, db } = s.app.tabula;
  const username = opts.username ?? `admin@${tenant}`;
  const seeded: Seeded = { records: new Map(), refused: new Map() };
  for (const info of genericCollections(s)) {
    // usernames of the tenant (sampleRecord writes them @master)
    const own = (v: unknown) =>
      typeof v === 'string' && v.endsWith('@master') ? `${v.slice(0, -'@master'.length)}@${tenant}` : v;
    const base = (): Rec => ({
      ...Object.fromEntries(Object.entries(sampleRecord(info, tenant)).map(([k, v]) => [k, own(v)])),
      name: opts.name(info),
    });
    let extra = opts.extra?.(info) ?? {};
    let body: Rec = { ...base(), ...extra };
    for (let attempt = 0; ; attempt++) {
      try {
        seeded.records.set(
          info.name,
          await db.withTenant(tenant, (q) => store.create(q, info, body, { username, tenant })),
        );
        break;
      } catch (err) {
        const { code, path } = fieldOf(err);
        if (attempt > 8) throw new Error(`seeding ${info.name} in ${tenant}: ${String(err)}`);
        if (code === 'MISSING_FIELD_IN_BODY' && path) body = completeBody(info, body, path, tenant);
        else if (Object.keys(extra).length > (typeof extra.registration === 'string' ? 1 : 0)) {
          // keep the registration, drop the other extra fields the store refuses
          seeded.refused.set(info.name, String(err));
          extra = typeof extra.registration === 'string' ? { registration: extra.registration } : {};
          body = { ...base(), ...extra };
        } else throw new Error(`seeding ${info.name} in ${tenant}: ${String(err)}`);
      }
    }
  }
  return seeded;
}

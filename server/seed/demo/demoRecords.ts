import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { COUNTRIES } from './countries.ts';
import { DEMO_SEED } from './generateDemoWorld.ts';
import { createDemoRandom, type DemoRandom } from './random.ts';
import type { Country, Rec } from './types.ts';

/**
 * What the demo steps written after the world (catalogues, asset operations, client relations,
 * workspace, administration) read back of it: rows of the demo tenant, its lessor companies and
 * staff, and one writer through the entity store as the system user.
 */

/** A stored record as the steps read it. */
export interface DemoRow {
  registration: string;
  status: string | null;
  data: Rec;
}

/** What every post-step is given (seedDemo.ts). */
export interface DemoStepOptions {
  tenant: string;
  username: string;
  today: string;
}

/** The random source of a post-step: the demo's fakers seeded with the demo seed and the step's own number, so each step draws the same whatever ran before. */
export const stepRandom = (step: number): DemoRandom => createDemoRandom(DEMO_SEED + step);

/** The rows of an entity (ordered by registration), or none when the entity is not in the registry. */
export async function readRows(ctx: AppContext, q: Queryable, entity: string, where = '', params: unknown[] = []): Promise<DemoRow[]> {
  if (!ctx.registry.has(entity)) return [];
  const { rows } = await q.query<DemoRow>(`SELECT registration, status, data FROM ${ctx.registry.get(entity).table} ${where ? `WHERE ${where}` : ''} ORDER BY registration`, params);
  return rows;
}

/** One of the lessor's companies (persons of type O): registration, name and country. */
export interface DemoLessor {
  registration: string;
  name: string;
  country: Country;
}

/** The lessor companies by country (the country of their first address). */
export async function demoLessors(ctx: AppContext, q: Queryable): Promise<Map<Country, DemoLessor>> {
  const lessors = new Map<Country, DemoLessor>();
  for (const row of await readRows(ctx, q, 'Person', `data ->> 'type' = 'O'`)) {
    const country = ((row.data.addresses as Rec[] | undefined)?.[0]?.country ?? null) as Country | null;
    if (country && country in COUNTRIES && !lessors.has(country)) lessors.set(country, { registration: row.registration, name: String(row.data.name), country });
  }
  return lessors;
}

/** A member of staff: username, profiles, lessor company and its country. */
export interface DemoStaff {
  username: string;
  profiles: string[];
  orgaRegistration: string | null;
  personRegistration: string | null;
  email: string | null;
  country: Country | undefined;
}

/** The users of the tenant (the administrator first, then the staff by registration), with their country. */
export async function demoStaff(ctx: AppContext, q: Queryable, lessors: Map<Country, DemoLessor>): Promise<DemoStaff[]> {
  const countryOf = new Map([...lessors.values()].map((l) => [l.registration, l.country]));
  const users = (await readRows(ctx, q, 'User')).map((row) => ({
    username: String(row.data.username),
    profiles: (row.data.profiles as string[] | undefined) ?? [],
    orgaRegistration: (row.data.orgaRegistration as string | undefined) ?? null,
    personRegistration: (row.data.personRegistration as string | undefined) ?? null,
    email: (row.data.email as string | undefined) ?? null,
    country: countryOf.get(String(row.data.orgaRegistration)),
    admin: row.data.isAdmin === true,
  }));
  return [...users.filter((u) => u.admin), ...users.filter((u) => !u.admin)].map(({ admin: _admin, ...u }) => u);
}

/** The member of staff of `profile` in `country` (in turn), else the head office's (FR), else the administrator. */
export function staffOf(staff: DemoStaff[], profile: string, country: Country | undefined, turn = 0): DemoStaff {
  const local = staff.filter((s) => s.profiles.includes(profile) && s.country === country);
  const candidates = local.length ? local : staff.filter((s) => s.profiles.includes(profile) && s.country === 'FR');
  return candidates.length ? candidates[turn % candidates.length] : staff[0];
}

/** The CLIENT entry of a contract (or PAYER of an invoice): registration and name. */
export function clientOf(row: DemoRow, role = 'CLIENT'): { personRegistration: string; name: string } | null {
  const entry = ((row.data.persons as Rec[] | undefined) ?? []).find((p) => p.role === role);
  return entry ? { personRegistration: String(entry.personRegistration), name: String(entry.name ?? entry.personRegistration) } : null;
}

/** Writes records of an entity through the entity store (as the first start's other seeds), in order; answers them as saved. */
export async function writeRecords(ctx: AppContext, q: Queryable, entity: string, records: Rec[], opts: DemoStepOptions): Promise<Rec[]> {
  if (!ctx.registry.has(entity)) return [];
  const info = ctx.registry.get(entity);
  const saved: Rec[] = [];
  for (const record of records) saved.push(await ctx.store.create(q, info, record, { username: opts.username, tenant: opts.tenant }));
  return saved;
}

/** Every `n`th item of a list, from the first: a spread sample that does not depend on a draw. */
export const everyNth = <T>(items: readonly T[], count: number): T[] => {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]);
};

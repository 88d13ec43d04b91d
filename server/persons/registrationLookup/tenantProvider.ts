import { escapeRegex } from '../../../engine/format/searchValue.ts';
import { isAutomaticType, numberOfType } from '../../../engine/persons/registrationRules.ts';
import type { Condition, ListQuery } from '../../../engine/query/types.ts';
import { normalizeRegistrationNumber } from '../../../engine/validation/registration.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import type { RegistrationMatch, RegistrationProvider } from './types.ts';

type Rec = Record<string, unknown>;

/** Most matches answered by the built-in provider. */
export const TENANT_LOOKUP_LIMIT = 20;
/** The fields of a match's data without `withDetails`: enough to fill the form's identity. */
const SHORT_FIELDS = ['registration', 'registrations', 'type', 'name', 'commercialName', 'legalForm', 'title', 'firstName', 'lastName'];
const HIDDEN_FIELDS = new Set(['_id', 'tenant', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'version']);

const contains = (field: string, value: string): Condition => ({ field, op: 'regex', pattern: escapeRegex(value), anchored: false, literal: value });

function displayName(p: Rec): string {
  if (typeof p.name === 'string' && p.name) return p.name;
  return [p.firstName, p.lastName].filter((s) => typeof s === 'string' && s).join(' ');
}

function dataOf(p: Rec, withDetails: boolean): Rec {
  const keys = withDetails ? Object.keys(p).filter((k) => !HIDDEN_FIELDS.has(k)) : SHORT_FIELDS.filter((k) => p[k] !== undefined);
  return Object.fromEntries(keys.map((k) => [k, p[k]]));
}

/** A ceased company: its administrative status (own or in its company data) is set and not ACTIVE. */
function ceased(p: Rec): boolean {
  const company = p.company && typeof p.company === 'object' ? (p.company as Rec) : {};
  const status = p.administrativeStatus ?? company.administrativeStatus;
  return typeof status === 'string' && status !== '' && status !== 'ACTIVE';
}

/**
 * The built-in provider: the tenant's own persons that have a number of the asked type, found by
 * registration, registration numbers or name containing the typed text (case-insensitive). Those
 * whose main registration is of the type come first when `displayFirstRegistrationsInPriority`.
 */
export function tenantRegistrationProvider(ctx: Pick<AppContext, 'registry' | 'store'>): RegistrationProvider {
  const persons = () => ctx.registry.get('Person');
  const find = async (q: Queryable, conditions: Condition[]): Promise<Rec[]> => {
    const query: ListQuery = { offset: 0, size: TENANT_LOOKUP_LIMIT * 2, conditions, sort: [{ field: 'registration', desc: false }], include: [], count: 'none' };
    return (await ctx.store.list(q, persons(), query)).records as Rec[];
  };
  return {
    async search(query, inTenant) {
      if (isAutomaticType(query.type)) return [];
      const text = normalizeRegistrationNumber(query.value);
      if (!text) return [];
      const found = new Map<string, Rec>();
      await inTenant(async (q) => {
        for (const field of ['registration', 'registrations.number', 'name', 'lastName']) {
          for (const p of await find(q, [contains(field, text)])) found.set(String(p.registration), p);
        }
      });
      const mainFirst = (p: Rec) => (query.displayFirstRegistrationsInPriority && String(p.registration).startsWith(query.type) ? 0 : 1);
      const matches: (RegistrationMatch & { rank: number })[] = [];
      for (const p of found.values()) {
        const number = numberOfType(p, query.type);
        if (!number || (query.activeOnly && ceased(p))) continue;
        matches.push({ label: `${displayName(p) || number} (${query.type}${number})`, value: number, data: dataOf(p, query.withDetails), rank: mainFirst(p) });
      }
      matches.sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label));
      return matches.slice(0, TENANT_LOOKUP_LIMIT).map(({ rank: _rank, ...m }) => m);
    },
    async detail(query, inTenant) {
      const number = normalizeRegistrationNumber(query.selectedId);
      const person = await inTenant(async (q) => {
        const [main] = await find(q, [{ field: 'registration', op: 'eq', value: `${query.type}${number}` }]);
        return main ?? (await find(q, [{ field: 'registrations.number', op: 'eq', value: number }])).find((p) => numberOfType(p, query.type) === number);
      });
      return person ? { value: number, data: dataOf(person, query.withDetails) } : undefined;
    },
  };
}

import { AppError, type FieldError } from '../../engine/errors/AppError.ts';
import { extraDefaultContacts, ONE_DEFAULT_CONTACT } from '../../engine/persons/contactRules.ts';
import { normalizeRoles } from '../../engine/persons/personRoles.ts';
import { registrationIssue } from '../../engine/persons/registrationRules.ts';
import { fillMessage } from '../../engine/validation/messages.ts';
import { MANDATE_MESSAGES, mandateProblems, mandatesOf, repeatedRums } from '../../engine/persons/sepaMandateRules.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import { readLookupLists } from '../scripts/lookupLists.ts';

type Rec = Record<string, unknown>;

/** The latest calendar day anywhere on Earth (UTC+14): a date signed "today" in any time zone passes. */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/** Registrations of other records of the entity whose accounts hold a mandate with this RUM. */
async function rumOwners(q: Queryable, info: EntityInfo, rum: string, registration: unknown): Promise<string[]> {
  const { rows } = await q.query<{ registration: string }>(
    `SELECT t.registration FROM ${info.table} t
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(t.data->'bankAccounts') = 'array' THEN t.data->'bankAccounts' ELSE '[]'::jsonb END) a
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(a->'sepaMandates') = 'array' THEN a->'sepaMandates' ELSE '[]'::jsonb END) m
      WHERE btrim(m->>'rumReference') = $1 AND t.registration IS DISTINCT FROM $2 LIMIT 1`,
    [rum, typeof registration === 'string' ? registration : null],
  );
  return rows.map((r) => r.registration);
}

const changed = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);

/**
 * The rules of a person's (or prospect's) contacts and SEPA mandates, on every write (seed 001 §3,
 * issue 15 item 6): at most one default contact; each mandate has a RUM of the SEPA set, unique
 * among the tenant's records of the entity, a date of signature not in the future and a status of
 * the sepaMandateStatus list; roles sent as a string or a single object become a list of role
 * objects (engine/persons/personRoles.ts). A write breaking one is refused with 400 INVALID_FIELD_VALUE and a
 * message on each field at fault. Mandates are checked only when the bank accounts change, so an
 * old record saved for another reason is never refused for them.
 */
export function personPartsHook(ctx: AppContext): WriteHook {
  return {
    async beforeWrite({ q, info, previous, record: sent }) {
      const record = 'roles' in sent ? { ...sent, roles: normalizeRoles(sent.roles) } : sent;
      const errors: FieldError[] = [];
      for (const i of extraDefaultContacts(record.contacts)) {
        errors.push({ path: `contacts.${i}.isDefault`, message: ONE_DEFAULT_CONTACT, code: 'INVALID_FIELD_VALUE' });
      }
      // each registration of the list with its type's check (SIREN Luhn, NIF letter...), when the list changes
      if (Array.isArray(record.registrations) && (!previous || changed(previous.registrations, record.registrations))) {
        record.registrations.forEach((item, i) => {
          const found = item && typeof item === 'object' ? registrationIssue(item as Rec) : null;
          if (found) errors.push({ path: `registrations.${i}.number`, message: fillMessage(found.template, found.params), code: 'INVALID_FIELD_VALUE' });
        });
      }
      if (!previous || changed(previous.bankAccounts, record.bankAccounts)) {
        const found = mandatesOf(record.bankAccounts);
        if (found.length) {
          const [statusList] = await readLookupLists(ctx, q, ['sepaMandateStatus'], 'en');
          const statuses = statusList?.map((item) => item.value);
          const today = latestToday();
          for (const { path, mandate } of found) {
            for (const p of mandateProblems(mandate, today, statuses)) errors.push({ path: `${path}.${p.field}`, message: p.message, code: 'INVALID_FIELD_VALUE' });
          }
          for (const path of repeatedRums(found)) errors.push({ path: `${path}.rumReference`, message: MANDATE_MESSAGES.rumDuplicate, code: 'INVALID_FIELD_VALUE' });
          const before = new Set(mandatesOf(previous?.bankAccounts).map(({ mandate }) => String(mandate.rumReference ?? '').trim()));
          for (const { path, mandate } of found) {
            const rum = typeof mandate.rumReference === 'string' ? mandate.rumReference.trim() : '';
            if (!rum || before.has(rum) || errors.some((e) => e.path === `${path}.rumReference`)) continue;
            if ((await rumOwners(q, info, rum, record.registration ?? previous?.registration)).length) {
              errors.push({ path: `${path}.rumReference`, message: MANDATE_MESSAGES.rumDuplicate, code: 'INVALID_FIELD_VALUE' });
            }
          }
        }
      }
      if (errors.length) throw new AppError('INVALID_FIELD_VALUE', [fieldLabel(errors[0].path), errors[0].message], errors);
      return record as Rec;
    },
  };
}

/** The label of the field at fault, for the error's message. */
function fieldLabel(path: string): string {
  const last = path.split('.').pop() ?? path;
  return ({ isDefault: 'Default', number: 'Number', rumReference: 'Reference', rumDateOfSignature: 'Date of signature', rumStatus: 'Status' } as Rec)[last] as string ?? last;
}

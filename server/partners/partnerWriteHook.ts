import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { currentPartnerScope, NO_PARTNER } from '../db/partnerScope.ts';
import type { WriteHook } from '../entities/writeHooks.ts';

type Rec = Record<string, unknown>;

/** The entities a partner names itself on: in `persons` with the role PARTNER. */
export const PARTNER_NAMED_IN_PERSONS = ['Contract', 'Deal'] as const;

const PARTNER_ROLE = 'PARTNER';

/**
 * A record written by a partner user (partnerScope.ts) names its partner: a contract or deal
 * without a PARTNER entry in `persons` gets the partner's own, one naming another partner is
 * refused with 403 PERMISSION_DENIED (so is a partner user whose record names no partner). The
 * partner policies of the database (partnerPolicies.ts) hold anyway: this hook only answers
 * the usual case with a clear error instead of the database's refusal.
 */
export function partnerWriteHook(info: EntityInfo): WriteHook {
  return {
    beforeWrite({ record }) {
      const scope = currentPartnerScope();
      if (!scope) return record;
      const refused = () => new AppError('PERMISSION_DENIED', [`write ${info.apiPath}`]);
      if (scope.partner === NO_PARTNER || !scope.partner) throw refused();
      const persons = Array.isArray(record.persons) ? (record.persons as Rec[]) : [];
      const partners = persons.filter((p) => p && typeof p === 'object' && p.role === PARTNER_ROLE);
      if (partners.some((p) => p.personRegistration !== scope.partner)) throw refused();
      if (partners.length) return record;
      return { ...record, persons: [...persons, { role: PARTNER_ROLE, personRegistration: scope.partner }] };
    },
  };
}

import type { PlannedContract } from './contracts.ts';
import { addDays, dayTime } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Lender } from './lender.ts';
import type { PlannedPerson, Rec } from './types.ts';

/** [type, status, days from today, subject]. */
const COMMITTEES: readonly (readonly [string, string, number, string])[] = [
  ['CREDIT', 'HELD', -63, 'Weekly credit committee'],
  ['CREDIT', 'HELD', -35, 'Weekly credit committee'],
  ['CREDIT', 'HELD', -21, 'Weekly credit committee'],
  ['CREDIT', 'HELD', -7, 'Weekly credit committee'],
  ['RISK', 'HELD', -28, 'Suspended contracts and collections review'],
  ['BOARD', 'HELD', -90, 'Quarterly results and funding plan'],
  ['CREDIT', 'CANCELLED', -14, 'Weekly credit committee'],
  ['CREDIT', 'PLANNED', 7, 'Weekly credit committee'],
  ['INVESTMENT', 'PLANNED', 12, 'Fleet portfolio investment review'],
  ['RISK', 'PLANNED', 26, 'Annual review of risk classes'],
];

/** A member's attendance: held meetings say who came; planned ones who is invited yet and who answered. */
function attendance(plan: DemoPlan, status: string): Rec {
  const { rng } = plan;
  if (status === 'HELD') return rng.chance(0.85) ? { inviteStatus: 'PRESENTED', rsvp: 'ACCEPTED' } : { inviteStatus: 'ABSENT', rsvp: rng.pick(['REFUSED', 'ACCEPTED']) };
  if (status === 'CANCELLED') return { inviteStatus: null, rsvp: rng.pick(['ACCEPTED', 'REFUSED', null]) };
  return rng.chance(0.3) ? { inviteStatus: 'INTENDED', rsvp: null } : { inviteStatus: null, rsvp: rng.weighted([['ACCEPTED', 3], ['REFUSED', 1], [null, 2]]) };
}

/**
 * The lessor's committees (seed 002 §3.6): credit committees deciding the contracts in study, risk
 * and board meetings. Their counts are derived on write (server/committees/committeeCountsHook.ts).
 */
export function planCommittees(plan: DemoPlan, lender: Lender, contracts: PlannedContract[]): void {
  const { rng, today } = plan;
  const staff: PlannedPerson[] = [...lender.analysts, ...Object.values(lender.sales).flat()];
  const inStudy = contracts.filter((c) => c.status === 'STUDY' || c.status === 'APPROVED' || c.status === 'REJECTED');
  for (const [type, status, days, subject] of COMMITTEES) {
    const day = addDays(today, days);
    const owner = lender.analysts[0];
    const members = [owner, ...rng.some(staff.filter((p) => p.key !== owner.key), rng.int(4, 7))].map((p) => ({
      role: p.roles.includes('SALES') ? 'SALES' : 'EMPLOYEE',
      personRegistration: p.key,
      name: p.name,
      ...attendance(plan, status),
    }));
    const files = type === 'CREDIT' ? rng.some(inStudy, rng.int(3, 6)) : [];
    plan.create('Committee', plan.ref('committee'), {
      name: `${subject} – ${day}`,
      type,
      status,
      subject: files.length ? `${subject}: ${files.length} files` : subject,
      orgaRegistration: lender.organizations.FR.key,
      ownerRegistration: owner.key,
      startDate: dayTime(day, 9),
      endDate: dayTime(day, type === 'BOARD' ? 12 : 10, 30),
      comment: files.length ? `Files: ${files.map((c) => c.name).join('; ')}.` : null,
      persons: members,
      projects: [],
    });
  }
}

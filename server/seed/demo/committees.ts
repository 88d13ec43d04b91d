import type { PlannedContract } from './contracts.ts';
import { addDays, dayTime } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Lender } from './lender.ts';
import type { PlannedPerson, Rec, Ref } from './types.ts';

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
    const committee = plan.create('Committee', plan.ref('committee'), {
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
    if (files.length) planProjects(plan, committee, { status, day, owner: owner.key }, files);
    if (status === 'HELD') planVotes(plan, committee, day, files, members);
  }
}

/** The status of a file's project from its committee's: decided, to be presented, or dropped. */
const PROJECT_STATUS: Readonly<Record<string, string>> = { HELD: 'COMPLETED', PLANNED: 'PLANNED', CANCELLED: 'CANCELLED' };

/**
 * The files a credit committee is presented: one Project per contract (its client, the financed
 * amount as budget), listed in the committee's `projects`, so that its `counts.projects` says how
 * many files it reviewed.
 */
function planProjects(plan: DemoPlan, committee: Ref, meeting: { status: string; day: string; owner: Ref }, files: PlannedContract[]): void {
  const projects = files.map((file) =>
    plan.create('Project', plan.ref('project'), {
      name: `Financing of ${file.name}`,
      type: 'CLIENT',
      status: PROJECT_STATUS[meeting.status] ?? 'PLANNED',
      ownerRegistration: meeting.owner,
      clientRegistration: file.client.key,
      startDate: meeting.day,
      description: `Credit file of ${file.client.name}, presented to the credit committee of ${meeting.day}.`,
      budget: file.financed,
      currency: 'EUR',
      progress: meeting.status === 'HELD' ? 1 : 0,
      committeeRegistration: committee,
      orgaRegistration: file.org.key,
    }),
  );
  plan.update('Committee', committee, { projects });
}

/**
 * A held credit committee votes on each file it reviewed: one closed voting per contract, a vote
 * per member present, mostly for what the committee decided (the contract's status). The
 * committee's vote count follows (server/committees/committeeCountsHook.ts).
 */
function planVotes(plan: DemoPlan, committee: string, day: string, files: PlannedContract[], members: Rec[]): void {
  const { rng } = plan;
  const present = members.filter((m) => m.inviteStatus === 'PRESENTED');
  for (const file of files) {
    const approved = file.status !== 'REJECTED';
    const voting = plan.create('Voting', plan.ref('voting'), {
      name: `Approval of ${file.name}`,
      type: 'SIMPLE_MAJORITY',
      status: 'CLOSED',
      subject: `Financing of ${file.name}`,
      committeeRegistration: committee,
      choices: ['YES', 'NO', 'ABSTAIN'],
      quorum: 0.5,
      startDate: dayTime(day, 9, 15),
      endDate: dayTime(day, 9, 45),
    });
    for (const member of present) {
      const choice = rng.weighted<string>(approved ? [['YES', 8], ['NO', 1], ['ABSTAIN', 1]] : [['NO', 7], ['YES', 2], ['ABSTAIN', 1]]);
      plan.create('Vote', plan.ref('vote'), {
        name: `${String(member.name)} on ${file.name}`,
        status: 'CAST',
        votingRegistration: voting,
        personRegistration: member.personRegistration,
        choice,
        weight: 1,
        date: dayTime(day, 9, 30),
      });
    }
  }
}

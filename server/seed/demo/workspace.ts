import type { AppContext } from '../../context.ts';
import { addDays, earlier } from './dates.ts';
import { demoLessors, demoStaff, everyNth, readRows, staffOf, writeRecords, type DemoStepOptions, stepRandom } from './demoRecords.ts';
import type { Rec } from './types.ts';

/**
 * The staff's own workspace (docs/demo-data.md#workspace): the questions of the support's knowledge
 * base (and the ones put to the committees' votings), support tickets of the users, and the time
 * the credit analysts spent on the committees' files (TimeEntry on the demo's projects). Internal
 * records, in English.
 */

/** [status, type, subject, keywords, content, answer]. */
const FAQ: readonly (readonly [string, string, string, string[], string, string | null])[] = [
  ['PUBLISHED', 'TEXT', 'How do I suspend a contract?', ['contract', 'workflow'], 'A client stopped paying: how do I suspend its contract?', 'Open the contract and use the **Suspend** transition; the cashflows stay planned and billing skips them until the contract is reactivated.'],
  ['PUBLISHED', 'TEXT', 'Why was a direct debit returned?', ['sepa', 'invoice'], 'The bank returned a direct debit with reason AM04.', 'AM04 means *insufficient funds*: the invoice goes back to SENT and appears in the overdue list; the collections officer calls the client.'],
  ['PUBLISHED', 'TEXT', 'How is the residual value computed?', ['lease', 'pricing'], 'Where does the residual value of a lease come from?', 'From the residual share of the catalogue item of each financed line, applied to its price; the payment plan repays the financed amount less the residual value.'],
  ['PUBLISHED', 'YES_NO', 'Can a credit analyst approve its own file?', ['committee', 'risk'], 'May the analyst who studied a file vote on it in committee?', 'No: the analyst presents the file and abstains; the other members vote.'],
  ['DRAFT', 'TEXT', 'How do I change the bank account of a client?', ['person', 'sepa'], 'The client sent new bank details.', null],
  ['CLOSED', 'TEXT', 'Where is the former PDF export of the invoices?', ['invoice', 'pdf'], 'The export menu of the former version is gone.', 'Invoices are made as PDF on demand from the invoice page (Documents).'],
];

/** [status, type, category, priority, name, description, project-bound]. */
const TICKETS: readonly (readonly [string, string, string, string, string, string])[] = [
  ['OPEN', 'INCIDENT', 'ACCESS', 'HIGH', 'Cannot sign in after the password change', 'Since this morning the sign-in page answers *invalid credentials*.'],
  ['IN_PROGRESS', 'REQUEST', 'DATA', 'NORMAL', 'Merge two records of the same client', 'The client was created twice (one with its SIREN, one without).'],
  ['WAITING', 'QUESTION', 'BILLING', 'NORMAL', 'Invoice amount differs from the quotation', 'The first invoice is 12 EUR above the quotation: insurance included?'],
  ['RESOLVED', 'BUG', 'PERFORMANCE', 'HIGH', 'Contract list slow when filtered by dealer', 'Filtering the contracts by partner takes several seconds.'],
  ['CLOSED', 'REQUEST', 'ACCESS', 'LOW', 'Give the new account manager access to the Spanish clients', 'New member of staff starting on Monday.'],
  ['OPEN', 'FEATURE', 'INTEGRATION', 'LOW', 'Import the dealer quotations automatically', 'Dealers send their quotations as PDF; an import would save time.'],
  ['IN_PROGRESS', 'INCIDENT', 'BILLING', 'URGENT', 'SEPA file refused by the bank', 'The bank refused this month’s direct debit file: wrong creditor identifier?'],
  ['RESOLVED', 'QUESTION', 'DATA', 'NORMAL', 'Credit file missing its balance sheets', 'The committee file cannot be completed without the last two balance sheets.'],
  ['WAITING', 'REQUEST', 'OTHER', 'NORMAL', 'Prepare the committee file of a large contract', 'Financing above 500,000 EUR: board committee needed.'],
  ['CLOSED', 'BUG', 'OTHER', 'NORMAL', 'Wrong date format on the reminder letters', 'Dates printed month first on the French letters.'],
];

/** Writes the questions, tickets and time entries; answers how many of each. */
export async function seedWorkspace(ctx: AppContext, opts: DemoStepOptions): Promise<Record<string, number>> {
  const { today } = opts;
  const rng = stepRandom(103);
  return ctx.db.withTenant(opts.tenant, async (q) => {
    const lessors = await demoLessors(ctx, q);
    const staff = await demoStaff(ctx, q, lessors);
    const group = lessors.get('FR')?.registration ?? null;
    const projects = await readRows(ctx, q, 'Project');
    const votings = await readRows(ctx, q, 'Voting');
    const counts: Record<string, number> = {};

    const questions: Rec[] = FAQ.map(([status, type, subject, keywords, content, answer]) => ({ name: subject, subject, status, type, keywords, content, answer, locale: 'en', orgaRegistration: group }));
    for (const v of everyNth(votings, 4)) {
      questions.push({
        name: `Approve: ${String(v.data.subject ?? v.data.name)}?`, subject: String(v.data.subject ?? v.data.name), status: v.status === 'CLOSED' ? 'CLOSED' : 'PUBLISHED', type: 'CHOICE',
        keywords: ['committee', 'voting'], content: `Do you approve the ${String(v.data.subject ?? v.data.name).toLowerCase()}? Choices: YES, NO, ABSTAIN.`, answer: null, locale: 'en',
        votingRegistration: v.registration, orgaRegistration: v.data.orgaRegistration ?? group,
      });
    }
    counts.Question = (await writeRecords(ctx, q, 'Question', questions, opts)).length;

    const support = staff[0];
    const reporters = staff.slice(1);
    const tickets = TICKETS.map(([status, type, category, priority, name, description], i): Rec => {
      const reporter = reporters[(i * 3) % Math.max(1, reporters.length)] ?? support;
      const opened = addDays(today, -rng.int(1, 40));
      const project = category === 'DATA' || i === 8 ? projects[i % Math.max(1, projects.length)] : undefined;
      return {
        name, status, type, category, priority, description, reporter: reporter.username, assignee: status === 'OPEN' ? null : support.username,
        projectRegistration: project?.registration ?? null, dueDate: addDays(opened, priority === 'URGENT' ? 1 : priority === 'HIGH' ? 3 : 10),
        resolutionDate: status === 'RESOLVED' || status === 'CLOSED' ? earlier(addDays(opened, rng.int(1, 8)), today) : null, estimate: rng.int(1, 16) / 2,
        orgaRegistration: reporter.orgaRegistration ?? group,
      };
    });
    const savedTickets = await writeRecords(ctx, q, 'Ticket', tickets, opts);
    counts.Ticket = savedTickets.length;

    // the analysts' hours on the committees' files: approved when the committee sat, submitted or draft for the coming ones
    const entries: Rec[] = [];
    for (const [i, p] of everyNth(projects, 10).entries()) {
      const country = [...lessors.values()].find((l) => l.registration === p.data.orgaRegistration)?.country;
      const analyst = staffOf(staff, 'RISK', country, i);
      const start = String(p.data.startDate ?? today);
      for (let k = 0; k < 3; k++) {
        const date = addDays(start, -(k + 1) * rng.int(2, 5));
        const status = p.status === 'COMPLETED' ? (k === 2 && i % 4 === 0 ? 'REJECTED' : 'APPROVED') : k === 0 ? 'DRAFT' : 'SUBMITTED';
        entries.push({
          name: ['Analysis of the financial statements', 'Meeting with the client', 'Committee file write-up'][k], status, username: analyst.username,
          date: date > today ? today : date, duration: [3, 1.5, 2][k] + rng.int(0, 2) / 2, projectRegistration: p.registration,
          description: `${['Balance sheets, debt ratio and cash flow', 'Visit of the client and of its site', 'Opinion and conditions written for the committee'][k]} – ${String(p.data.name)}.`,
          billable: false, orgaRegistration: p.data.orgaRegistration ?? group,
        });
      }
    }
    // support work on the tickets, by the administrator
    savedTickets.filter((t) => t.status !== 'OPEN').slice(0, 5).forEach((t) => {
      entries.push({
        name: `Support: ${String(t.name)}`, status: 'SUBMITTED', username: support.username, date: String(t.resolutionDate ?? today) > today ? today : String(t.resolutionDate ?? today),
        duration: rng.int(1, 6) / 2, ticketRegistration: t.registration, projectRegistration: t.projectRegistration ?? null, description: 'Analysis and answer to the user.', billable: false, orgaRegistration: group,
      });
    });
    counts.TimeEntry = (await writeRecords(ctx, q, 'TimeEntry', entries, opts)).length;
    return counts;
  });
}

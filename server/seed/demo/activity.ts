import type { PlannedContract } from './contracts.ts';
import { addDays, dayTime } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Lender } from './lender.ts';
import { demoText } from './texts.ts';
import type { Country, PlannedPerson } from './types.ts';

/** Who gets a task no member of staff of its profile can take: the administrator of the first start. */
const ADMINISTRATOR = 'admin@master';

/**
 * The member of staff a task of `profile` goes to: one of that profile in the company's country
 * (in turn when there are several), else one at the head office (FR), else the administrator.
 */
function assigneeOf(lender: Lender, profile: string, country: Country, turn: number): string {
  const local = lender.users.filter((u) => u.profile === profile && u.country === country);
  const candidates = local.length ? local : lender.users.filter((u) => u.profile === profile && u.country === 'FR');
  return candidates.length ? candidates[turn % candidates.length].username : ADMINISTRATOR;
}

/**
 * [contract status, task type, name, profiles]: what the back office has to do on a contract in that status.
 * Names and note texts below are English keys of DEMO_TEXTS (texts.ts), written in the language of the record's country.
 */
const CONTRACT_TASKS: readonly (readonly [string, string, string, readonly string[]])[] = [
  ['STUDY', 'DOCUMENT_REQUEST', 'Ask for the last two balance sheets', ['RISK']],
  ['STUDY', 'VALIDATION', 'Credit analysis to complete', ['RISK']],
  ['APPROVED', 'FOLLOW_UP', 'Send the contract for signature', ['SALES']],
  ['APPROVED', 'CALL', 'Confirm the delivery date with the supplier', ['SALES']],
  ['DRAFT', 'CALL', 'Call the client about the quotation', ['SALES']],
  ['SUSPENDED', 'COLLECTION', 'Unpaid instalments: agree a repayment schedule', ['COLLECTIONS']],
  ['ACTIVE', 'FOLLOW_UP', 'Check the insurance certificate of the assets', ['BACK_OFFICE']],
  ['ACTIVE', 'REMINDER', 'Annual review of the client file', ['RISK']],
  ['TERMINATED', 'FOLLOW_UP', 'Check the final invoice and close the client account', ['ACCOUNTANT']],
  ['ACTIVE', 'VALIDATION', 'Reconcile the direct debits of the contract', ['ACCOUNTANT']],
  ['ACTIVE', 'VALIDATION', 'Sample check of the contract file', ['AUDITOR']],
];

/** The recurring task of each job, so every member of staff starts the day with work of its own. */
const ROUTINE_TASKS: Readonly<Record<string, readonly [string, string]>> = {
  SALES: ['FOLLOW_UP', 'Follow up the open quotations of the week'],
  RISK: ['REMINDER', 'Review the watch list of the portfolio'],
  COLLECTIONS: ['CALL', 'Call the clients of the overdue list'],
  ACCOUNTANT: ['VALIDATION', 'Month end: reconcile the bank statements'],
  BACK_OFFICE: ['DOCUMENT_REQUEST', 'File the signed contracts received this week'],
  AUDITOR: ['VALIDATION', 'Quarterly sample of contract files'],
  ADMIN: ['VALIDATION', 'Review the profiles of the new members of staff'],
};

/** [contract status, note type, title, content (markdown)]. */
const CONTRACT_NOTES: readonly (readonly [string, string, string, string])[] = [
  ['STUDY', 'RISK', 'Risk opinion', 'Turnover **up 12 %** over two years; gearing acceptable. Guarantee of the director recommended.'],
  ['STUDY', 'CALL', 'Call with the client', 'The client confirmed the need and sent the supplier quotation. Delivery expected within **6 weeks**.'],
  ['ACTIVE', 'MEETING', 'Annual review meeting', 'Client satisfied with the assets. Possible extension of the fleet next year.'],
  ['ACTIVE', 'GENERAL', 'Insurance certificate received', 'Certificate valid until the end of the year, filed in the documents.'],
  ['SUSPENDED', 'COLLECTION', 'Payment incident', 'Two direct debits returned (*insufficient funds*). Contract suspended until the arrears are settled.'],
  ['TERMINATED', 'GENERAL', 'End of term', 'Purchase option exercised; assets sold to the client at the residual value.'],
  ['REJECTED', 'RISK', 'Reason for rejection', 'Debt ratio above the limit of the scoring policy.'],
];

/** Tasks (task list) and notes on contracts and on new clients, as a back office keeps them. */
export function planActivity(plan: DemoPlan, lender: Lender, contracts: PlannedContract[], clients: PlannedPerson[]): void {
  const { rng, today } = plan;
  let turn = 0;
  for (const [status, type, english, profiles] of CONTRACT_TASKS) {
    for (const c of rng.some(contracts.filter((x) => x.status === status), 5)) {
      const name = demoText(c.org.country, english);
      const taskStatus = rng.weighted([['TODO', 5], ['IN_PROGRESS', 3], ['DONE', 3], ['CANCELLED', 1]]);
      const due = addDays(today, rng.int(-20, 30));
      plan.create('Task', plan.ref('task'), {
        name,
        type,
        status: taskStatus,
        description: `${name} – ${c.name}`,
        dueDate: due,
        reminderDate: dayTime(addDays(due, -2), 8),
        assignee: assigneeOf(lender, profiles[0], c.org.country, turn++),
        profiles,
        entityName: 'Contract',
        entityRegistration: c.key,
        priority: status === 'SUSPENDED' ? 'HIGH' : rng.weighted([['NORMAL', 4], ['LOW', 1], ['HIGH', 1]]),
        completedDate: taskStatus === 'DONE' ? dayTime(addDays(due, -rng.int(0, 5)), 16) : null,
        orgaRegistration: c.org.key,
      });
    }
  }
  // the administrator works for the group (no company, in English), the staff for their company
  const administrator = { username: ADMINISTRATOR, profile: 'ADMIN', country: undefined };
  for (const user of [administrator, ...lender.users]) {
    const [type, english] = ROUTINE_TASKS[user.profile] ?? ROUTINE_TASKS.SALES;
    const name = demoText(user.country, english);
    const due = addDays(today, rng.int(0, 6));
    plan.create('Task', plan.ref('task'), {
      name, type, status: 'TODO', description: name, dueDate: due, reminderDate: dayTime(due, 8), assignee: user.username,
      profiles: [user.profile], priority: 'NORMAL', orgaRegistration: user.country ? lender.organizations[user.country].key : null,
    });
  }
  for (const client of rng.some(clients.filter((p) => p.data.status === 'NEW'), 6)) {
    plan.create('Task', plan.ref('task'), {
      name: demoText(client.country, 'Complete the know-your-customer file'), type: 'DOCUMENT_REQUEST', status: 'TODO',
      description: demoText(client.country, 'Identity and address proofs of {client}', { client: client.name }),
      dueDate: addDays(today, rng.int(3, 20)), assignee: assigneeOf(lender, 'BACK_OFFICE', client.country, turn++), profiles: ['BACK_OFFICE'], entityName: 'Person', entityRegistration: client.key, priority: 'NORMAL',
      orgaRegistration: lender.organizations[client.country].key,
    });
  }
  for (const [status, type, title, text] of CONTRACT_NOTES) {
    for (const c of rng.some(contracts.filter((x) => x.status === status), 5)) {
      const [name, content] = [demoText(c.org.country, title), demoText(c.org.country, text)];
      plan.create('Note', plan.ref('note'), { name, type, status: 'ACTIVE', content, pinned: type === 'RISK' || type === 'COLLECTION', entityName: 'Contract', entityRegistration: c.key, orgaRegistration: c.org.key });
    }
  }
  for (const client of rng.some(clients.filter((p) => p.type === 'C'), 8)) {
    plan.create('Note', plan.ref('note'), {
      name: demoText(client.country, 'Visit report'), type: 'MEETING', status: rng.weighted([['ACTIVE', 3], ['ARCHIVED', 1]]),
      content: demoText(client.country, 'Visit of {client}: activity steady, equipment well maintained. Next needs: fleet renewal within 18 months.', { client: client.name }),
      pinned: false, entityName: 'Person', entityRegistration: client.key, orgaRegistration: lender.organizations[client.country].key,
    });
  }
}

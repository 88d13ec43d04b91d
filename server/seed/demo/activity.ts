import type { PlannedContract } from './contracts.ts';
import { addDays, dayTime } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Lender } from './lender.ts';
import type { PlannedPerson } from './types.ts';

/** Who demo tasks are assigned to: the administrator created by the first start. */
const ASSIGNEE = 'admin@master';

/** [contract status, task type, name, profiles]: what the back office has to do on a contract in that status. */
const CONTRACT_TASKS: readonly (readonly [string, string, string, readonly string[]])[] = [
  ['STUDY', 'DOCUMENT_REQUEST', 'Ask for the last two balance sheets', ['RISK']],
  ['STUDY', 'VALIDATION', 'Credit analysis to complete', ['RISK']],
  ['APPROVED', 'FOLLOW_UP', 'Send the contract for signature', ['SALES']],
  ['APPROVED', 'CALL', 'Confirm the delivery date with the supplier', ['SALES']],
  ['DRAFT', 'CALL', 'Call the client about the quotation', ['SALES']],
  ['SUSPENDED', 'COLLECTION', 'Unpaid instalments: agree a repayment schedule', ['ACCOUNTANT']],
  ['ACTIVE', 'FOLLOW_UP', 'Check the insurance certificate of the assets', ['SUPPORT']],
  ['ACTIVE', 'REMINDER', 'Annual review of the client file', ['RISK']],
];

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
  for (const [status, type, name, profiles] of CONTRACT_TASKS) {
    for (const c of rng.some(contracts.filter((x) => x.status === status), 5)) {
      const taskStatus = rng.weighted([['TODO', 5], ['IN_PROGRESS', 3], ['DONE', 3], ['CANCELLED', 1]]);
      const due = addDays(today, rng.int(-20, 30));
      plan.create('Task', plan.ref('task'), {
        name,
        type,
        status: taskStatus,
        description: `${name} – ${c.name}`,
        dueDate: due,
        reminderDate: dayTime(addDays(due, -2), 8),
        assignee: ASSIGNEE,
        profiles,
        entityName: 'Contract',
        entityRegistration: c.key,
        priority: status === 'SUSPENDED' ? 'HIGH' : rng.weighted([['NORMAL', 4], ['LOW', 1], ['HIGH', 1]]),
        completedDate: taskStatus === 'DONE' ? dayTime(addDays(due, -rng.int(0, 5)), 16) : null,
        orgaRegistration: c.org.key,
      });
    }
  }
  for (const client of rng.some(clients.filter((p) => p.data.status === 'NEW'), 6)) {
    plan.create('Task', plan.ref('task'), {
      name: 'Complete the know-your-customer file', type: 'DOCUMENT_REQUEST', status: 'TODO', description: `Identity and address proofs of ${client.name}`,
      dueDate: addDays(today, rng.int(3, 20)), assignee: ASSIGNEE, profiles: ['SUPPORT'], entityName: 'Person', entityRegistration: client.key, priority: 'NORMAL',
      orgaRegistration: lender.organizations[client.country].key,
    });
  }
  for (const [status, type, name, content] of CONTRACT_NOTES) {
    for (const c of rng.some(contracts.filter((x) => x.status === status), 5)) {
      plan.create('Note', plan.ref('note'), { name, type, status: 'ACTIVE', content, pinned: type === 'RISK' || type === 'COLLECTION', entityName: 'Contract', entityRegistration: c.key, orgaRegistration: c.org.key });
    }
  }
  for (const client of rng.some(clients.filter((p) => p.type === 'C'), 8)) {
    plan.create('Note', plan.ref('note'), {
      name: 'Visit report', type: 'MEETING', status: rng.weighted([['ACTIVE', 3], ['ARCHIVED', 1]]),
      content: `Visit of ${client.name}: activity steady, equipment well maintained. Next needs: fleet renewal within 18 months.`,
      pinned: false, entityName: 'Person', entityRegistration: client.key, orgaRegistration: lender.organizations[client.country].key,
    });
  }
}

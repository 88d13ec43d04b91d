import { addMandate } from './bankAccounts.ts';
import type { PlannedContract } from './contracts.ts';
import { addDays } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Lender } from './lender.ts';
import type { PlannedPerson, Rec, Ref } from './types.ts';

/** The person status and SEPA mandate status that follow from a client's contracts (null: no mandate). */
function standing(statuses: Set<string>): [string, string | null] {
  if (statuses.has('ACTIVE')) return ['ACTIVE', 'ACTIVE'];
  if (statuses.has('SUSPENDED')) return ['BLOCKED', 'SUSPENDED'];
  if (statuses.has('TERMINATED')) return ['INACTIVE', 'EXPIRED'];
  if (statuses.has('APPROVED')) return ['NEW', 'PENDING'];
  if (statuses.has('STUDY') || statuses.has('DRAFT')) return ['NEW', null];
  return ['INACTIVE', null];
}

/**
 * Completes the clients once their contracts are planned: the start of their CLIENT role, the
 * person status (ACTIVE while a contract runs, BLOCKED when suspended, INACTIVE after the last one
 * ended, NEW for a prospect), and for clients paying by direct debit a SEPA mandate to the lessor
 * of their country on their first bank account, signed with their first contract (reference
 * TLF-2024-000001, status from the list sepaMandateStatus).
 */
export function completeClients(plan: DemoPlan, lender: Lender, clients: PlannedPerson[], contracts: PlannedContract[], paymentModes: Map<Ref, string>): void {
  const sequence = new Map<string, number>();
  for (const client of clients) {
    const own = contracts.filter((c) => c.client.key === client.key);
    const [status, mandateStatus] = standing(new Set(own.map((c) => c.status)));
    client.data.status = status;
    // a client since its first contract (a prospect since a few weeks)
    const first = own.map((c) => c.signatureDate ?? c.startDate).sort()[0];
    const since = addDays(first && first < plan.today ? first : plan.today, -plan.rng.int(10, 60));
    client.data.roles = ((client.data.roles as Rec[] | undefined) ?? []).map((r) => (r.role === 'CLIENT' ? { ...r, startDate: since } : r));
    const account = ((client.data.bankAccounts as Rec[] | undefined) ?? [])[0];
    if (!account || !mandateStatus || paymentModes.get(client.key) !== 'SDD') continue;
    const org = lender.organizations[client.country];
    const firstSigned = own.map((c) => c.signatureDate).filter((d): d is string => !!d).sort()[0] ?? addDays(plan.today, -plan.rng.int(2, 20));
    // a mandate is never signed after today (the server refuses a date of signature in the future)
    const signed = firstSigned > plan.today ? plan.today : firstSigned;
    const n = (sequence.get(org.trigram) ?? 0) + 1;
    sequence.set(org.trigram, n);
    const place = String(((client.data.addresses as Rec[])[0] ?? {}).city ?? '');
    addMandate(account, { reference: `${org.trigram}-${signed.slice(0, 4)}-${String(n).padStart(6, '0')}`, status: mandateStatus, signedOn: signed, place, type: client.type === 'C' ? 'B2B' : 'CORE' });
  }
}

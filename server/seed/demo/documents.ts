import type { PlannedContract } from './contracts.ts';
import type { DemoPlan } from './DemoPlan.ts';
import { demoText } from './texts.ts';
import type { PlannedPerson, Rec } from './types.ts';

const eur = (n: number) => `${n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EUR`;

/**
 * A few documents, stored as uploads are (Document record and content): the signed agreement of
 * some active contracts (PDF), register extracts of client companies and bank details (text).
 */
export function planDocuments(plan: DemoPlan, contracts: PlannedContract[], clients: PlannedPerson[]): void {
  const { rng } = plan;
  for (const c of rng.some(contracts.filter((x) => x.status === 'ACTIVE'), 5)) {
    plan.document('Contract', c.key, {
      fileName: 'signed-agreement.pdf',
      kind: 'pdf',
      title: `${c.org.name} – financing agreement`,
      lines: [
        `Contract: ${c.name}`,
        `Client: ${c.client.name}`,
        `Lessor: ${c.org.name}`,
        `Start date: ${c.startDate}   Duration: ${c.duration} months   Rate: ${(c.rate * 100).toFixed(2)} %`,
        `Financed amount excl. tax: ${eur(c.financed)}   Residual value: ${eur(c.residual)}`,
        `Signed on ${c.signatureDate ?? c.startDate} by both parties.`,
      ],
    }, { type: 'CONTRACT', name: demoText(c.org.country, 'Signed agreement') });
  }
  for (const company of rng.some(clients.filter((p) => p.type === 'C'), 4)) {
    const info = company.data.company as Rec;
    plan.document('Person', company.key, {
      fileName: 'register-extract.txt',
      kind: 'text',
      title: 'Company register extract',
      lines: [`Name: ${company.name}`, `Register: ${String(info.registrationInfo)}`, `Created on: ${String(info.creationDate)}`, `Share capital: ${eur(Number(info.shareCapital))}`, `Legal representative: ${String(info.legalRepresentative ?? '')}`],
    }, { type: 'KBIS', name: demoText(company.country, 'Register extract') });
  }
  for (const client of rng.some(clients.filter((p) => ((p.data.bankAccounts as Rec[] | undefined)?.[0] as Rec | undefined)?.sepaMandates), 3)) {
    const account = (client.data.bankAccounts as Rec[])[0];
    plan.document('Person', client.key, {
      fileName: 'bank-details.txt',
      kind: 'text',
      title: 'Bank details',
      lines: [`Account holder: ${String(account.bankOwner)}`, `Bank: ${String(account.bankName)}`, `IBAN: ${String(account.bankIban)}`, `BIC: ${String(account.bankBic)}`],
    }, { type: 'BANK_DETAILS', name: demoText(client.country, 'Bank details') });
  }
}

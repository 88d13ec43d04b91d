import type { AppContext } from '../../context.ts';
import { addDays, addMonths, dayTime, earlier } from './dates.ts';
import { clientOf, demoLessors, everyNth, readRows, writeRecords, type DemoRow, type DemoStepOptions, stepRandom } from './demoRecords.ts';
import { demoText } from './texts.ts';
import type { Country, Rec } from './types.ts';

/**
 * What the lender says to its clients, and what they ask to change (docs/demo-data.md#client-relations):
 * renewal campaigns per country, the letters, e-mails and calls of the contracts and invoices
 * (Communication), and the changes clients asked for on their own records (PersonAmendment). Texts
 * clients read are in the language of the lessor company's country (texts.ts).
 */

const CAMPAIGNS: readonly (readonly [Country, string, string, string, number, number])[] = [
  // country, status, type/channel, name, start (days from today), length (days)
  ['FR', 'COMPLETED', 'EMAIL', 'Fleet renewal – France', -90, 30],
  ['DE', 'RUNNING', 'EMAIL', 'Fleet renewal – Germany', -10, 30],
  ['ES', 'SCHEDULED', 'MAIL', 'Fleet renewal – Spain', 14, 30],
  ['IT', 'DRAFT', 'EMAIL', 'Fleet renewal – Italy', 45, 30],
  ['FR', 'CANCELLED', 'SMS', 'Electric vans offer – France', -30, 15],
];

const channelOf: Record<string, string> = { EMAIL: 'EMAIL', SMS: 'SMS', MAIL: 'MAIL', LETTER: 'MAIL', PHONE_CALL: 'PHONE', PHONE: 'PHONE' };

/** Writes the campaigns, communications and person amendments; answers how many of each. */
export async function seedClientRelations(ctx: AppContext, opts: DemoStepOptions): Promise<Record<string, number>> {
  const { today } = opts;
  const rng = stepRandom(102);
  return ctx.db.withTenant(opts.tenant, async (q) => {
    const lessors = await demoLessors(ctx, q);
    const countryOf = new Map([...lessors.values()].map((l) => [l.registration, l.country]));
    const country = (row: DemoRow) => countryOf.get(String(row.data.orgaRegistration));
    const contracts = await readRows(ctx, q, 'Contract');
    const counts: Record<string, number> = {};

    const campaigns = await writeRecords(ctx, q, 'Campaign', CAMPAIGNS.map(([c, status, type, name, start, length]): Rec => ({
      name, status, type, channel: channelOf[type], startDate: addDays(today, start), endDate: addDays(today, start + length),
      subject: demoText(c, 'Renew your equipment with Tabula Lease'),
      body: `<p>${demoText(c, 'Your contract ends in the coming months: we can renew your equipment on the same terms, with no break in service.')}</p>`,
      description: `Clients of ${lessors.get(c)?.name ?? c} whose contracts end within 12 months.`, orgaRegistration: lessors.get(c)?.registration ?? null,
    })), opts);
    counts.Campaign = campaigns.length;

    const communications: Rec[] = [];
    const communication = (row: DemoRow, client: { personRegistration: string; name: string }, c: Country | undefined, fields: Rec): Rec => ({
      persons: [{ role: 'CLIENT', personRegistration: client.personRegistration, name: client.name }], direction: 'OUT', orgaRegistration: row.data.orgaRegistration ?? null, ...fields,
      channel: fields.channel ?? channelOf[String(fields.type)], name: fields.subject, subject: fields.subject,
      body: fields.body ? `<p>${demoText(c, String(fields.body), { contract: String(fields.contractRegistration ?? ''), invoice: String(fields.invoiceRegistration ?? '') })}</p>` : null,
    });
    // payment reminders of the overdue invoices
    const overdue = await readRows(ctx, q, 'Invoice', `status = 'SENT' AND data ->> 'dueDate' < $1`, [today]);
    everyNth(overdue, 8).forEach((inv, i) => {
      const client = clientOf(inv, 'PAYER');
      if (!client) return;
      const c = country(inv);
      communications.push(communication(inv, client, c, {
        type: 'EMAIL', category: 'COLLECTION', status: ['DELIVERED', 'READ', 'SENT', 'FAILED'][i % 4], date: dayTime(earlier(addDays(String(inv.data.dueDate), 7), today), 9),
        subject: demoText(c, 'Payment reminder – invoice {invoice}', { invoice: String(inv.data.invoiceNumber ?? inv.registration) }),
        body: 'Unless we are mistaken, invoice {invoice} is still unpaid. Please settle it within 8 days.', invoiceRegistration: inv.registration, contractRegistration: inv.data.contractRegistration ?? null,
      }));
    });
    // welcome letters of the contracts started in the last months
    const recent = contracts.filter((r) => r.status === 'ACTIVE' && String(r.data.startDate) >= addMonths(today, -4));
    everyNth(recent, 6).forEach((r, i) => {
      const client = clientOf(r);
      if (!client) return;
      const c = country(r);
      communications.push(communication(r, client, c, {
        type: 'LETTER', category: 'CONTRACTUAL', status: i % 3 ? 'DELIVERED' : 'SENT', date: dayTime(earlier(String(r.data.startDate), today), 10),
        subject: demoText(c, 'Welcome: your contract {contract} has started', { contract: r.registration }),
        body: 'Your contract {contract} has started. You will find your payment schedule in your client area.', contractRegistration: r.registration,
      }));
    });
    // the renewal campaigns' e-mails to clients whose contracts end within the year
    const ending = contracts.filter((r) => r.status === 'ACTIVE' && String(r.data.endDate ?? '9999') <= addMonths(today, 12));
    for (const [k, [c, status]] of CAMPAIGNS.entries()) {
      if (status !== 'COMPLETED' && status !== 'RUNNING') continue;
      const targets = ending.filter((r) => country(r) === c);
      everyNth(targets.length ? targets : ending, 4).forEach((r, i) => {
        const client = clientOf(r);
        if (!client) return;
        communications.push(communication(r, client, c, {
          type: 'EMAIL', category: 'COMMERCIAL', status: ['READ', 'DELIVERED', 'READ', 'FAILED'][i], date: dayTime(addDays(today, CAMPAIGNS[k][4] + i), 8),
          subject: demoText(c, 'Renew your equipment with Tabula Lease'), body: 'Your contract ends in the coming months: we can renew your equipment on the same terms, with no break in service.',
          contractRegistration: r.registration, campaignRegistration: campaigns[k]?.registration ?? null,
        }));
      });
    }
    // clients who wrote or called, and the end-of-term notices being prepared
    everyNth(contracts.filter((r) => r.status === 'ACTIVE'), 4).forEach((r, i) => {
      const client = clientOf(r);
      if (!client) return;
      const c = country(r);
      communications.push(communication(r, client, c, {
        type: i % 2 ? 'PHONE_CALL' : 'EMAIL', direction: 'IN', category: 'CONTRACTUAL', status: 'READ', date: dayTime(addDays(today, -rng.int(1, 30)), 14, 30),
        subject: demoText(c, 'Request for an early termination quote'), body: 'The client asks how much it would cost to end contract {contract} early.', contractRegistration: r.registration,
      }));
    });
    everyNth(ending, 4).forEach((r, i) => {
      const client = clientOf(r);
      if (!client) return;
      const c = country(r);
      communications.push(communication(r, client, c, {
        type: 'LETTER', category: 'REGULATORY', status: i % 2 ? 'QUEUED' : 'DRAFT', date: dayTime(today, 11),
        subject: demoText(c, 'End of term of your contract {contract}', { contract: r.registration }),
        body: 'Your contract {contract} comes to its end: tell us whether you wish to buy, return or renew the equipment.', contractRegistration: r.registration,
      }));
    });
    counts.Communication = (await writeRecords(ctx, q, 'Communication', communications, opts)).length;

    // changes clients asked for on their records: applied ones match the record as it is now
    const clients = await readRows(ctx, q, 'Person', `data ->> 'type' IN ('C', 'P', 'I') AND data ->> 'status' = 'ACTIVE'`);
    const STATUSES = ['APPLIED', 'APPLIED', 'APPROVED', 'SUBMITTED', 'DRAFT', 'REJECTED', 'APPLIED', 'SUBMITTED', 'APPLIED', 'DRAFT'];
    const TYPES = ['ADDRESS_CHANGE', 'BANK_CHANGE', 'ADDRESS_CHANGE', 'BANK_CHANGE', 'NAME_CHANGE', 'ROLE_CHANGE', 'NAME_CHANGE', 'ADDRESS_CHANGE', 'ROLE_CHANGE', 'BANK_CHANGE'];
    const DESCRIPTIONS: Record<string, string> = {
      ADDRESS_CHANGE: 'The client moved: new address to record on its file and its contracts.',
      BANK_CHANGE: 'The client changed banks: new account for the direct debits.',
      NAME_CHANGE: 'The client changed its name: new name to record.',
      ROLE_CHANGE: 'The client also acts as a guarantor of another client.',
    };
    const amendments = everyNth(clients, STATUSES.length).map((p, i): Rec => {
      const status = STATUSES[i];
      const type = TYPES[i];
      const c = ((p.data.addresses as Rec[] | undefined)?.[0]?.country ?? undefined) as Country | undefined;
      const applied = status === 'APPLIED';
      const address = (p.data.addresses as Rec[] | undefined)?.[0] ?? {};
      const account = (p.data.bankAccounts as Rec[] | undefined)?.[0] ?? {};
      const [path, now, other]: [string, unknown, unknown] =
        type === 'ADDRESS_CHANGE' ? ['addresses[0].street', address.street ?? null, `${rng.int(2, 120)} ${String(address.street ?? '').replace(/^\d+\s*/, '')}`.trim()]
        : type === 'BANK_CHANGE' ? ['bankAccounts[0].bankName', account.bankName ?? null, 'Banque Populaire']
        : type === 'NAME_CHANGE' ? ['name', p.data.name, `${String(p.data.name)} (former name)`]
        : ['roles', ((p.data.roles as Rec[] | undefined) ?? []).map((r) => r.role), [...((p.data.roles as Rec[] | undefined) ?? []).map((r) => r.role), 'GUARANTOR']];
      const date = addDays(today, -rng.int(applied ? 30 : 1, applied ? 200 : 25));
      return {
        name: `${type.replace('_', ' ').toLowerCase().replace(/^\w/, (x) => x.toUpperCase())} – ${String(p.data.name)}`, status, type, personRegistration: p.registration, date,
        effectiveDate: applied ? addDays(date, rng.int(1, 10)) : status === 'REJECTED' ? null : addDays(today, rng.int(5, 30)),
        description: demoText(c, DESCRIPTIONS[type]), changes: [applied ? { path, before: JSON.stringify(other), after: JSON.stringify(now) } : { path, before: JSON.stringify(now), after: JSON.stringify(other) }],
        orgaRegistration: c ? (lessors.get(c)?.registration ?? null) : null,
      };
    });
    counts.PersonAmendment = (await writeRecords(ctx, q, 'PersonAmendment', amendments, opts)).length;
    return counts;
  });
}

import type { AppContext } from '../../context.ts';
import { Mailer, MAIL_STATUS } from '../../mail/mailer.ts';
import { DEFAULT_MAIL_FROM } from '../../mail/mailOptions.ts';
import { addDays, dayTime } from './dates.ts';
import { clientOf, demoLessors, demoStaff, everyNth, readRows, writeRecords, type DemoStepOptions, stepRandom } from './demoRecords.ts';
import { demoText } from './texts.ts';
import type { Country, Rec } from './types.ts';

/**
 * The administrator's side of the demo (docs/demo-data.md#administration): business rules, feature
 * flags, key-value settings, the outgoing mail log (written by the application's Mailer), metrics,
 * client flows, distributed transactions of imports and bulk updates, and data fetched from external
 * providers, on the demo's records. Technical records, in English (the mails clients get are in
 * their lessor company's language).
 */

const RULES: readonly (readonly [string, string, string, string, number, string, string | null, string])[] = [
  ['ACTIVE', 'ELIGIBILITY', 'Contract', 'RUL-MAX-DURATION', 10, 'REJECT', null, 'Leases of vehicles longer than 72 months are refused.'],
  ['ACTIVE', 'SCORING', 'Person', 'RUL-RISK-CLASS', 20, 'SET_VALUE', 'person-risk-class', 'Risk class of individuals and professionals from their declared income (the demo batches run it).'],
  ['ACTIVE', 'ALERT', 'Invoice', 'RUL-OVERDUE-30', 30, 'NOTIFY', null, 'Notify the collections officer when an invoice is 30 days past due.'],
  ['ACTIVE', 'PRICING', 'Contract', 'RUL-MIN-RATE', 40, 'WARN', null, 'Warn when the rate of a contract is below the product table’s floor.'],
  ['ACTIVE', 'ELIGIBILITY', 'Contract', 'RUL-BOARD-500K', 50, 'NOTIFY', null, 'Financings above 500,000 EUR go to the board committee.'],
  ['DRAFT', 'ACCOUNTING', 'Invoice', 'RUL-VAT-EXEMPT', 60, 'SET_VALUE', null, 'Exempt the interest part of loan invoices from VAT.'],
  ['INACTIVE', 'ALERT', 'Asset', 'RUL-MILEAGE', 70, 'WARN', null, 'Warn when a vehicle’s mileage exceeds the contract’s allowance by 10 %.'],
  ['ARCHIVED', 'PRICING', 'Contract', 'RUL-PROMO-2024', 80, 'SET_VALUE', null, 'Former promotional rate on electric vehicles.'],
];

const FLAGS: readonly (readonly [string, string, string, boolean, string[], string])[] = [
  ['person-360', 'ACTIVE', 'RELEASE', true, [], 'Exposure card on the person page (own and group exposure).'],
  ['sepa-instant', 'DRAFT', 'RELEASE', false, ['ACCOUNTANT'], 'Instant SEPA credit transfers for payouts to suppliers.'],
  ['new-quotation-form', 'ACTIVE', 'EXPERIMENT', true, ['SALES'], 'The new quotation form, tried by the sales staff first.'],
  ['bulk-reminders', 'ACTIVE', 'OPERATIONAL', true, ['COLLECTIONS'], 'Send the payment reminders of the overdue list in one go.'],
  ['committee-e-vote', 'INACTIVE', 'PERMISSION', false, ['RISK'], 'Remote votes of the committee members.'],
  ['legacy-export', 'ARCHIVED', 'OPERATIONAL', false, [], 'Export of the former accounting format.'],
];

const KEY_VALUES: readonly (readonly [string, string, string, string | null, number | null])[] = [
  ['billing.daysAhead', 'ACTIVE', '31', null, null],
  ['collections.reminderDelayDays', 'ACTIVE', '7', null, null],
  ['support.portalUrl', 'ACTIVE', 'https://support.tabula-lease.example', 'https://support.tabula-lease.example', null],
  ['autovista.lastImport', 'ACTIVE', 'catalogue imported', null, 30],
  ['sepa.cutOffTime', 'INACTIVE', '16:00', null, null],
  ['migration.2024.batch', 'ARCHIVED', 'done', null, -30],
];

/** Writes the administration records; answers how many of each. */
/** Import mappings (/imports): which file column fills which field. */
const MAPPINGS: [string, string, string, [string, string, string?][], string][] = [
  ['Dealer stock file', 'ACTIVE', 'Asset', [['Serial number', 'serialNumber'], ['Model', 'name'], ['Year', 'year'], ['Price excl. VAT', 'price'], ['Currency', 'currency', 'EUR']], 'The monthly stock file of the partner dealers: one vehicle per line.'],
  ['Client companies (CRM export)', 'ACTIVE', 'Person', [['Company name', 'name'], ['SIREN', 'registration'], ['Email', 'email'], ['Phone', 'phone'], ['Type', 'type', 'C']], 'Prospects and clients exported from the sales CRM.'],
  ['Legacy contracts', 'DRAFT', 'Contract', [['Contract number', 'externalReference'], ['Start date', 'startDate'], ['Duration (months)', 'duration'], ['Rate', 'rate']], 'Contracts of the previous back office, for the migration rehearsal.'],
];

export async function seedAdministration(ctx: AppContext, opts: DemoStepOptions): Promise<Record<string, number>> {
  const { today } = opts;
  const rng = stepRandom(104);
  const counts: Record<string, number> = {};
  await ctx.db.withTenant(opts.tenant, async (q) => {
    const lessors = await demoLessors(ctx, q);
    const staff = await demoStaff(ctx, q, lessors);
    const countryOf = new Map([...lessors.values()].map((l) => [l.registration, l.country]));
    const group = lessors.get('FR')?.registration ?? null;
    const since = (days: number) => addDays(today, -days);

    counts.Rule = (await writeRecords(ctx, q, 'Rule', RULES.map(([status, type, entityName, code, priority, action, scriptName, description], i): Rec => ({
      name: description.replace(/\.$/, ''), status, type, entityName, code, priority, action, scriptName, description, startDate: since(400 - i * 30),
      endDate: status === 'ARCHIVED' || status === 'INACTIVE' ? since(20 + i) : null, orgaRegistration: group,
    })), opts)).length;
    counts.FeatureFlag = (await writeRecords(ctx, q, 'FeatureFlag', FLAGS.map(([name, status, type, enabled, profiles, description], i): Rec => ({
      name, status, type, enabled, profiles, description, startDate: status === 'DRAFT' ? addDays(today, 30) : since(200 - i * 20), endDate: status === 'ARCHIVED' ? since(10) : null,
      value: type === 'EXPERIMENT' ? { share: 0.5 } : null,
    })), opts)).length;
    counts.Mapping = (await writeRecords(ctx, q, 'Mapping', MAPPINGS.map(([name, status, entityName, columns, description]): Rec => ({
      name, status, entityName, description, columns: columns.map(([source, target, defaultValue]) => ({ source, target, defaultValue: defaultValue ?? null })),
    })), opts)).length;
    counts.KeyValue = (await writeRecords(ctx, q, 'KeyValue', KEY_VALUES.map(([key, status, value, url, expires]): Rec => ({
      name: key, key, status, value, url, expirationDate: expires === null ? null : dayTime(addDays(today, expires), 0),
    })), opts)).length;

    // metrics of the last days: gauges read from the records, counters and durations of the daily jobs
    const count = async (entity: string, where: string) =>
      ctx.registry.has(entity) ? Number((await q.query<{ n: string }>(`SELECT count(*) AS n FROM ${ctx.registry.get(entity).table} WHERE ${where}`)).rows[0].n) : 0;
    const gauges: [string, number, string][] = [
      ['contracts.active', await count('Contract', `status = 'ACTIVE'`), 'contracts'],
      ['invoices.overdue', await count('Invoice', `status = 'SENT' AND data ->> 'dueDate' < '${today}'`), 'invoices'],
      ['cases.open', await count('Case', `status IN ('OPEN', 'IN_PROGRESS')`), 'cases'],
      ['persons.clients', await count('Person', `data -> 'roles' @> '[{"role":"CLIENT"}]'`), 'persons'],
    ];
    const metrics: Rec[] = gauges.map(([key, value, unit]) => ({ name: key, key, type: 'gauge', value, unit, status: 'ACTIVE', date: dayTime(today, 6), tags: { source: 'demo' } }));
    for (let d = 6; d >= 0; d--) {
      const date = dayTime(addDays(today, -d), 5);
      metrics.push({ name: 'billing.run.duration', key: 'billing.run.duration', type: 'duration', value: rng.int(1800, 5200), unit: 'ms', status: 'ACTIVE', date, tags: { job: 'run-billing' } });
      metrics.push({ name: 'api.requests', key: 'api.requests', type: 'counter', value: rng.int(2000, 9000), unit: 'requests', status: 'ACTIVE', date, tags: { instance: '1' } });
    }
    metrics.push({ name: 'scoring.latency', key: 'scoring.latency', type: 'duration', value: 0, unit: 'ms', status: 'DRAFT', date: dayTime(today, 6), tags: { job: 'score' } });
    metrics.push({ name: 'legacy.import.rows', key: 'legacy.import.rows', type: 'counter', value: 12840, unit: 'rows', status: 'ARCHIVED', date: dayTime(since(300), 3), tags: { job: 'migration' } });
    counts.Metric = (await writeRecords(ctx, q, 'Metric', metrics, opts)).length;

    // client flows: onboarding, quotation, signature and survey links handed to clients
    const contracts = await readRows(ctx, q, 'Contract');
    const persons = new Map((await readRows(ctx, q, 'Person', `data ->> 'type' IN ('C', 'P', 'I')`)).map((p) => [p.registration, p]));
    const FLOWS: readonly (readonly [string, string, string, string])[] = [
      ['SIGNATURE', 'STARTED', 'APPROVED', 'Electronic signature'],
      ['SIGNATURE', 'COMPLETED', 'ACTIVE', 'Electronic signature'],
      ['QUOTE', 'IN_PROGRESS', 'DRAFT', 'Online quotation'],
      ['QUOTE', 'ABANDONED', 'CANCELLED', 'Online quotation'],
      ['ONBOARDING', 'COMPLETED', 'STUDY', 'Client onboarding'],
      ['ONBOARDING', 'EXPIRED', 'REJECTED', 'Client onboarding'],
      ['SURVEY', 'COMPLETED', 'TERMINATED', 'End-of-contract survey'],
      ['SURVEY', 'STARTED', 'ACTIVE', 'Satisfaction survey'],
    ];
    const flows: Rec[] = [];
    FLOWS.forEach(([type, status, contractStatus, title], i) => {
      const c = contracts.filter((r) => r.status === contractStatus)[i + 1];
      const client = c ? clientOf(c) : null;
      if (!c || !client) return;
      const started = dayTime(since(rng.int(status === 'STARTED' ? 0 : 5, status === 'STARTED' ? 2 : 60)), 10);
      flows.push({
        name: `${title} – ${client.name}`, type, status, email: persons.get(client.personRegistration)?.data.email ?? null, entityName: 'Contract', entityRegistration: c.registration,
        pages: [{ pageId: type.toLowerCase(), title, layoutScriptName: null }], expirationDate: status === 'EXPIRED' ? dayTime(since(3), 0) : dayTime(addDays(started.slice(0, 10), 30), 0),
        completedDate: status === 'COMPLETED' ? dayTime(addDays(started.slice(0, 10), rng.int(0, 4)), 16) : null, orgaRegistration: c.data.orgaRegistration ?? null,
      });
    });
    counts.Flow = (await writeRecords(ctx, q, 'Flow', flows, opts)).length;

    // distributed transactions of the imports and bulk updates
    const batches = await readRows(ctx, q, 'Batch');
    const catalogue = await readRows(ctx, q, 'AssetCatalogItem');
    const someOf = (rows: { registration: string }[], collection: string, operation: string, n: number) => everyNth(rows, n).map((r) => ({ collection, operation, registration: r.registration }));
    const individuals = [...persons.values()].filter((p) => p.data.type === 'I');
    const DTXNS: [string, string, string, { collection: string; operation: string; registration: string }[], string | null][] = [
      ['BULK_UPDATE', 'COMMITTED', 'Risk classes of individuals', someOf(individuals, 'persons', 'UPDATE', 5), null],
      ['IMPORT', 'COMMITTED', 'Asset catalogue import (Autovista)', someOf(catalogue, 'asset-catalog-items', 'CREATE', 5), null],
      ['SYNC', 'COMMITTED', 'Synchronisation of the clients with the CRM', someOf([...persons.values()].filter((p) => p.data.type === 'C'), 'persons', 'UPDATE', 4), null],
      ['IMPORT', 'ROLLED_BACK', 'Asset catalogue import (Lectura)', someOf(catalogue.slice(8), 'asset-catalog-items', 'CREATE', 3), 'Duplicate code TRUCK-FH500: the import was rolled back.'],
      ['SYNC', 'FAILED', 'Synchronisation of the clients with the CRM', [], 'CRM unreachable: connection timed out after 30 s.'],
      ['BULK_UPDATE', 'PENDING', 'Contract transitions of the month', someOf(contracts.filter((r) => r.status === 'APPROVED'), 'contracts', 'TRANSITION', 3), null],
    ];
    counts.Dtxn = (await writeRecords(ctx, q, 'Dtxn', DTXNS.map(([type, status, name, operations, error], i): Rec => ({
      name, type, status, operations, error, date: dayTime(since(i * 4), 2, 15), username: staff[0]?.username ?? null, requestId: `req-${rng.digits(12)}`,
      entityName: type === 'IMPORT' ? 'AssetCatalogItem' : type === 'SYNC' ? 'Person' : i === 0 ? 'Batch' : 'Contract',
      entityRegistration: i === 0 ? (batches[0]?.registration ?? null) : null, durationMs: status === 'PENDING' ? null : rng.int(120, 9000),
    })), opts)).length;

    // data fetched from external providers: company registers, valuations of assets, addresses
    const companies = [...persons.values()].filter((p) => p.data.type === 'C');
    const external: Rec[] = [];
    everyNth(companies, 6).forEach((p, i) => {
      const c = ((p.data.addresses as Rec[] | undefined)?.[0]?.country ?? 'FR') as Country;
      const provider = c === 'FR' ? (i % 2 ? 'INFOGREFFE' : 'INSEE') : 'COMPANIES_HOUSE';
      const status = i === 5 ? 'ERROR' : i === 4 ? 'REQUESTED' : 'RECEIVED';
      external.push({
        name: `${provider} – ${String(p.data.name)}`, provider, type: 'COMPANY', status, entityName: 'Person', entityRegistration: p.registration, requestDate: dayTime(since(rng.int(1, 120)), 9),
        request: ({ registration: p.registration }), response: status === 'RECEIVED' ? { name: p.data.name, legalForm: p.data.legalForm ?? null, status: 'active' } : status === 'ERROR' ? { error: 'HTTP 503: service unavailable' } : null,
        orgaRegistration: lessors.get(c)?.registration ?? group,
      });
    });
    const assets = await readRows(ctx, q, 'Asset', `status IN ('IN_SERVICE', 'SOLD')`);
    everyNth(assets, 5).forEach((a, i) => {
      const price = Number(a.data.priceExclTax ?? 0);
      external.push({
        name: `Valuation – ${String(a.data.name)}`, provider: ['VEHICLE', 'TRUCK', 'TRAILER'].includes(String(a.data.type)) ? 'AUTOVISTA' : 'LECTURA', type: 'ASSET_VALUATION', status: 'RECEIVED',
        entityName: 'Asset', entityRegistration: a.registration, requestDate: dayTime(since(rng.int(1, 60)), 7), request: ({ manufacturer: a.data.manufacturer, model: a.data.model, year: a.data.year }),
        response: ({ marketValue: Math.round(price * (0.45 + i * 0.05)), currency: 'EUR' }), orgaRegistration: a.data.orgaRegistration ?? group,
      });
    });
    everyNth([...persons.values()].filter((p) => p.data.type === 'I'), 3).forEach((p) => {
      const address = (p.data.addresses as Rec[] | undefined)?.[0] ?? {};
      external.push({
        name: `Address check – ${String(p.data.name)}`, provider: 'GOOGLE_PLACES', type: 'ADDRESS', status: 'RECEIVED', entityName: 'Person', entityRegistration: p.registration,
        requestDate: dayTime(since(rng.int(1, 90)), 11), request: ({ street: address.street ?? null, city: address.city ?? null }), response: ({ match: 'exact', location: address.location ?? null }),
        orgaRegistration: countryOf.size ? (lessors.get(((address.country as Country | undefined) ?? 'FR'))?.registration ?? group) : group,
      });
    });
    counts.ExternalData = (await writeRecords(ctx, q, 'ExternalData', external, opts)).length;

    // the outgoing mails, recorded by the application's Mailer (outbox without a mail server), then as delivery left them
    if (ctx.registry.has('Mail')) {
      const mailer = new Mailer(ctx, undefined, DEFAULT_MAIL_FROM);
      const invoices = everyNth(await readRows(ctx, q, 'Invoice', `status IN ('SENT', 'PAID')`), 8);
      const outcomes = [MAIL_STATUS.sent, MAIL_STATUS.sent, MAIL_STATUS.sent, MAIL_STATUS.failed, MAIL_STATUS.sent, MAIL_STATUS.queued, MAIL_STATUS.outbox, MAIL_STATUS.sent];
      const info = ctx.registry.get('Mail');
      let n = 0;
      for (const [i, inv] of invoices.entries()) {
        const payer = clientOf(inv, 'PAYER');
        const email = payer ? persons.get(payer.personRegistration)?.data.email : null;
        if (!payer || typeof email !== 'string') continue;
        const c = countryOf.get(String(inv.data.orgaRegistration));
        const number = String(inv.data.invoiceNumber ?? inv.registration);
        const subject = demoText(c, 'Your invoice {invoice}', { invoice: number });
        const text = demoText(c, 'Please find your invoice {invoice} in your client area. It will be paid as agreed.', { invoice: number });
        const recorded = await mailer.record(q, { to: [email], subject, html: `<p>${text}</p>`, text, template: 'invoice', entityName: 'Invoice', entityRegistration: inv.registration }, opts.username);
        const outcome = outcomes[i % outcomes.length];
        const issued = String(inv.data.issueDate ?? inv.data.dueDate ?? today);
        const patch: Rec | null =
          outcome === MAIL_STATUS.sent ? { status: outcome, sentDate: dayTime(issued > today ? today : issued, 7, 5) }
          : outcome === MAIL_STATUS.failed ? { status: outcome, error: '550 5.1.1 Recipient address rejected: mailbox unavailable' }
          : outcome === MAIL_STATUS.queued ? { status: outcome } : null;
        if (patch) await ctx.store.update(q, info, String(recorded.registration), patch, { username: opts.username, workflow: true });
        n++;
      }
      for (const user of staff.slice(1, 4)) {
        if (!user.email) continue;
        const subject = 'Your Tabula account is ready';
        const text = `Welcome to Tabula, ${user.username}: sign in with the demo password.`;
        const recorded = await mailer.record(q, { to: [user.email], subject, html: `<p>${text}</p>`, text, template: 'user-activation', entityName: 'User', entityRegistration: user.username }, opts.username);
        await ctx.store.update(q, info, String(recorded.registration), { status: MAIL_STATUS.sent, sentDate: dayTime(since(20), 8) }, { username: opts.username, workflow: true });
        n++;
      }
      counts.Mail = n;
    }
  });
  return counts;
}

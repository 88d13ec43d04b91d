import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { COUNTRIES } from './countries.ts';
import { addDays, addMonths, monthStart } from './dates.ts';
import { createDemoRandom } from './random.ts';
import { demoText } from './texts.ts';
import { lessors } from './treasury.ts';
import type { Country, Rec } from './types.ts';

const REFERENCE_SEED = 5303;
const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The reference rates (list Rates): code, name, source, and their spread to the 3-month EURIBOR. */
const INDEXES = [
  { code: 'ESTR', name: '€STR', source: 'ECB', spread: -0.0016, description: 'Euro short-term rate, published by the European Central Bank for each TARGET2 business day.' },
  { code: 'EURIBOR1M', name: 'EURIBOR 1M', source: 'EMMI', spread: -0.0009, description: 'Euro Interbank Offered Rate, 1 month, published by the European Money Markets Institute.' },
  { code: 'EURIBOR3M', name: 'EURIBOR 3M', source: 'EMMI', spread: 0, description: 'Euro Interbank Offered Rate, 3 months: the index of the variable-rate contracts and of the refinancing line.' },
  { code: 'EURIBOR6M', name: 'EURIBOR 6M', source: 'EMMI', spread: 0.0006, description: 'Euro Interbank Offered Rate, 6 months, published by the European Money Markets Institute.' },
  { code: 'EURIBOR12M', name: 'EURIBOR 12M', source: 'EMMI', spread: 0.0014, description: 'Euro Interbank Offered Rate, 12 months, published by the European Money Markets Institute.' },
];
/** Months of values of each index. */
const INDEX_MONTHS = 24;

/**
 * The monthly values of the 3-month EURIBOR over the last {@link INDEX_MONTHS} months, oldest
 * first: easing from about 3.7 % to about 2.0 %, with small monthly moves (deterministic).
 */
export function euribor3m(today: string, rng: ReturnType<typeof createDemoRandom>): { date: string; value: number }[] {
  return Array.from({ length: INDEX_MONTHS }, (_, i) => {
    const t = i / (INDEX_MONTHS - 1);
    const trend = 0.037 - 0.017 * (1 - Math.pow(1 - t, 2));
    return { date: monthStart(today, i - INDEX_MONTHS + 1), value: round4(trend + rng.int(-6, 6) / 10_000) };
  });
}

async function rows(q: Queryable, sql: string, params: unknown[] = []): Promise<Rec[]> {
  return (await q.query<{ data: Rec }>(sql, params)).rows.map((r) => r.data);
}

/** The client (CLIENT entry) and the suppliers of a contract. */
const personOf = (contract: Rec, role: string) => ((contract.persons as Rec[] | undefined) ?? []).find((p) => p.role === role);

/**
 * Reference and portfolio records (docs/demo-data.md): the reference rates with their monthly
 * values (Index), the rate grids of the products (ProductTable), the companies' budgets (Budget),
 * the credit scores of the client companies (Score), the services financed with vehicle contracts
 * (FinancingService), the elements of contracts in force (ContractElement) and the depreciation
 * schedules of the leased assets (DepreciationSchedule). Answers how many records were written.
 */
export async function seedDemoReferenceData(ctx: AppContext, opts: { tenant: string; username: string; today: string }): Promise<number> {
  for (const entity of ['Index', 'ProductTable', 'Budget', 'Score', 'FinancingService', 'ContractElement', 'DepreciationSchedule', 'Contract', 'Person']) if (!ctx.registry.has(entity)) return 0;
  const who = { username: opts.username, tenant: opts.tenant };
  const rng = createDemoRandom(REFERENCE_SEED);
  const today = opts.today;
  const year = Number(today.slice(0, 4));
  return ctx.db.withTenant(opts.tenant, async (q) => {
    let written = 0;
    const create = async (entity: string, record: Rec) => {
      written++;
      return ctx.store.create(q, ctx.registry.get(entity), record, who);
    };
    const companies = await lessors(ctx, q);
    const countryOf = new Map<string, Country>(companies.map((l) => [l.registration, l.country]));
    const france = companies.find((l) => l.country === 'FR');

    // reference rates, with their monthly values (`values`, oldest first)
    const base = euribor3m(today, rng);
    for (const index of INDEXES) {
      const values = base.map((v) => ({ date: v.date, value: round4(Math.max(0, v.value + index.spread)) }));
      const latest = values.at(-1);
      await create('Index', { name: index.name, status: 'ACTIVE', code: index.code, description: index.description, currency: 'EUR', periodicity: '30', source: index.source, latestValue: latest?.value ?? null, latestDate: latest?.date ?? null, values });
    }
    const euribor = base.at(-1)?.value ?? 0.02;

    // the products' rate grids of the year (the group's, set by the French company), and last year's lease grid
    const durations = [24, 36, 48, 60, 72];
    const bands = [
      { name: 'upTo25k', title: '≤ 25,000' },
      { name: 'upTo100k', title: '25,000 – 100,000' },
      { name: 'over100k', title: '> 100,000' },
    ];
    const grid = (margin: number) => ({
      columns: [{ name: 'duration', title: 'Duration (months)', format: 'number', fractionDigits: 0 }, ...bands.map((b) => ({ ...b, format: 'percentage', fractionDigits: 2 }))],
      rows: durations.map((d) => [d, ...bands.map((_, k) => round4(euribor + margin + d * 0.00004 - k * 0.0025))]),
    });
    const tables = [
      { key: 'Lease rate grid {year}', product: 'LEASE', type: 'ratesTable', table: grid(0.031), y: year, status: 'ACTIVE' },
      { key: 'Loan rate grid {year}', product: 'LOAN', type: 'ratesTable', table: grid(0.028), y: year, status: 'ACTIVE' },
      { key: 'Hire purchase rate grid {year}', product: 'HIRE_PURCHASE', type: 'ratesTable', table: grid(0.033), y: year, status: 'ACTIVE' },
      {
        key: 'Lease coefficients {year}',
        product: 'LEASE',
        type: 'coefficientsTable',
        y: year,
        status: 'ACTIVE',
        // the monthly rent per 100 financed, at the year's lease rate, no residual value
        table: {
          columns: [{ name: 'duration', title: 'Duration (months)', format: 'number', fractionDigits: 0 }, { name: 'coefficient', title: 'Rent per 100', format: 'number', fractionDigits: 4 }],
          rows: durations.map((d) => {
            const r = (euribor + 0.031) / 12;
            return [d, round4((100 * r) / (1 - Math.pow(1 + r, -d)))];
          }),
        },
      },
      { key: 'Lease rate grid {year}', product: 'LEASE', type: 'ratesTable', table: grid(0.036), y: year - 1, status: 'ARCHIVED' },
    ];
    for (const t of tables)
      await create('ProductTable', {
        name: demoText('FR', t.key, { year: t.y }),
        status: t.status,
        type: t.type,
        financialProduct: t.product,
        startDate: `${t.y}-01-01`,
        endDate: `${t.y}-12-31`,
        table: t.table,
        description: demoText('FR', 'Client rate by duration (months) and financed amount band.'),
        orgaRegistration: france?.registration ?? null,
      });

    // budgets: each company's operating budget of the year and last year's, the group's IT and marketing budgets
    const elapsed = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / (365 * 86_400_000);
    for (const l of companies) {
      const [owner] = await rows(q, `SELECT data FROM ${ctx.registry.get('Person').table} WHERE (data ->> 'type') = 'E' AND (data ->> 'orgaRegistration') = $1 ORDER BY registration LIMIT 1`, [l.registration]);
      const amount = (l.country === 'FR' ? 4_200_000 : 1_600_000) + rng.int(0, 40) * 10_000;
      const budgets = [
        { key: 'Operating budget {year}', type: 'OPERATING', y: year, status: 'APPROVED', amount, consumed: round2(amount * elapsed * (0.92 + rng.int(0, 12) / 100)) },
        { key: 'Operating budget {year}', type: 'OPERATING', y: year - 1, status: 'CLOSED', amount: Math.round(amount * 0.94), consumed: round2(amount * 0.94 * (0.95 + rng.int(0, 8) / 100)) },
        ...(l.country === 'FR'
          ? [
              { key: 'IT investment budget {year}', type: 'CAPITAL', y: year, status: 'APPROVED', amount: 850_000, consumed: round2(850_000 * elapsed * 0.8) },
              { key: 'Marketing budget {year}', type: 'PROJECT', y: year + 1, status: 'DRAFT', amount: 320_000, consumed: 0 },
            ]
          : []),
      ];
      for (const b of budgets)
        await create('Budget', {
          name: demoText(l.country, b.key, { year: b.y }),
          status: b.status,
          type: b.type,
          ownerRegistration: owner?.registration ?? null,
          year: b.y,
          startDate: `${b.y}-01-01`,
          endDate: `${b.y}-12-31`,
          amount: b.amount,
          consumedAmount: b.consumed,
          description: b.type === 'OPERATING' ? demoText(l.country, 'Running costs of the branch: staff, premises, travel and external services.') : null,
          orgaRegistration: l.registration,
          currency: 'EUR',
        });
    }

    // credit scores of the client companies with a contract: the latest contract's study
    const contracts = await rows(q, `SELECT data || jsonb_build_object('status', status) AS data FROM ${ctx.registry.get('Contract').table} ORDER BY data ->> 'startDate', registration`);
    const persons = new Map((await rows(q, `SELECT data FROM ${ctx.registry.get('Person').table} WHERE (data ->> 'type') = 'C'`)).map((p) => [String(p.registration), p]));
    const latest = new Map<string, Rec>();
    for (const c of contracts) {
      const client = personOf(c, 'CLIENT');
      if (client && persons.has(String(client.personRegistration)) && c.status !== 'DRAFT') latest.set(String(client.personRegistration), c);
    }
    const GRADES = [
      ['A', 800],
      ['B', 700],
      ['C', 600],
      ['D', 500],
      ['E', 400],
      ['F', 0],
    ] as const;
    for (const [registration, c] of [...latest.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const person = persons.get(registration) as Rec;
      const grade = typeof person.riskClass === 'string' && GRADES.some(([g]) => g === person.riskClass) ? person.riskClass : c.status === 'SUSPENDED' ? 'E' : c.status === 'REJECTED' ? 'D' : rng.pick(['A', 'B', 'B', 'C', 'C', 'D']);
      const floor = GRADES.find(([g]) => g === grade)?.[1] ?? 0;
      const score = floor + rng.int(0, floor ? 99 : 399);
      const signed = String(c.signatureDate ?? addDays(String(c.startDate), -20));
      const date = signed > today ? addDays(today, -rng.int(1, 20)) : addDays(signed, -rng.int(5, 25));
      const expiration = addMonths(date, 12);
      await create('Score', {
        name: `${demoText(countryOf.get(String(c.orgaRegistration)), 'Internal credit score')} – ${String(person.name)}`,
        status: expiration < today ? 'EXPIRED' : 'VALIDATED',
        dealRegistration: c.dealRegistration ?? null,
        type: 'INTERNAL',
        personRegistration: registration,
        contractRegistration: c.registration,
        date,
        model: 'Tabula corporate scorecard v3',
        score,
        grade,
        expirationDate: expiration,
        details: { balanceSheet: round2(score * 0.4), paymentHistory: round2(score * 0.35), sector: round2(score * 0.25) },
        orgaRegistration: c.orgaRegistration ?? null,
      });
    }

    // services financed with the vehicles and trucks in force, and the elements of contracts in force
    const inForce = contracts.filter((c) => c.status === 'ACTIVE' || c.status === 'SUSPENDED');
    const vehicles = inForce.filter((c) => ((c.assets as Rec[] | undefined) ?? []).some((a) => ['VEHICLE', 'TRUCK'].includes(String((a.asset as Rec | undefined)?.type)))).slice(0, 8);
    const SERVICES = [
      { key: 'Maintenance contract', type: 'MAINTENANCE', monthly: [45, 180] },
      { key: 'Equipment insurance', type: 'INSURANCE', monthly: [30, 120] },
      { key: 'Roadside assistance', type: 'ASSISTANCE', monthly: [8, 20] },
      { key: 'Tyre service', type: 'TYRES', monthly: [15, 60] },
    ];
    for (const [i, c] of vehicles.entries()) {
      const country = countryOf.get(String(c.orgaRegistration));
      const supplier = personOf(c, 'SUPPLIER');
      for (const s of [SERVICES[i % 2], SERVICES[2 + (i % 2)]])
        await create('FinancingService', {
          name: `${demoText(country, s.key)} – ${String(c.name)}`.slice(0, 200),
          status: c.status === 'SUSPENDED' ? 'SUSPENDED' : 'ACTIVE',
          type: s.type,
          code: s.type,
          contractRegistration: c.registration,
          supplierRegistration: supplier?.personRegistration ?? null,
          startDate: c.startDate,
          endDate: c.endDate,
          amount: rng.int(s.monthly[0], s.monthly[1]) + rng.int(0, 99) / 100,
          periodicity: String(c.periodicity ?? '30'),
          taxCode: country ? COUNTRIES[country].taxCode : null,
          isFinanced: true,
          orgaRegistration: c.orgaRegistration ?? null,
          currency: 'EUR',
        });
    }
    for (const c of inForce.slice(-10)) {
      const country = countryOf.get(String(c.orgaRegistration));
      const plan = (c.paymentPlan as Rec[] | undefined) ?? [];
      const client = personOf(c, 'CLIENT');
      const financed = Number(((c.quotations as Rec[] | undefined) ?? [])[0]?.financedAmountExclTax ?? 0);
      const common = { contractRegistration: c.registration, payeeRegistration: c.orgaRegistration ?? null, payerRegistration: client?.personRegistration ?? null, pr: 'R', startDate: c.startDate, groupKey: String(c.registration), orgaRegistration: c.orgaRegistration ?? null, currency: 'EUR' };
      await create('ContractElement', {
        ...common,
        name: `${demoText(country, 'Financed asset')} – ${String(((c.assets as Rec[] | undefined) ?? [])[0]?.name ?? c.name)}`.slice(0, 200),
        status: c.status === 'SUSPENDED' ? 'SUSPENDED' : 'ACTIVE',
        type: 'ASSET',
        code: String(((c.assets as Rec[] | undefined) ?? [])[0]?.code ?? 'ASSET'),
        endDate: c.endDate,
        amount: Number(plan[0]?.payment ?? 0),
        totalPayment: round2(plan.reduce((s, r) => s + Number(r.payment ?? 0), 0)),
        periodicity: String(c.periodicity ?? '30'),
        taxCode: country ? COUNTRIES[country].taxCode : null,
      });
      const fee = Math.min(750, round2(financed * 0.01));
      await create('ContractElement', {
        ...common,
        name: demoText(country, 'Arrangement fee'),
        status: 'TERMINATED',
        type: 'FEE',
        code: 'FEE',
        endDate: c.startDate,
        amount: fee,
        totalPayment: fee,
        taxCode: country ? COUNTRIES[country].taxCode : null,
      });
    }

    // depreciation of the assets the lessor owns: those of leases and rentals in force, straight-line over the contract
    const leased = inForce.filter((c) => c.type === 'LEASE' || c.type === 'RENTAL').slice(0, 12);
    for (const c of leased) {
      const country = countryOf.get(String(c.orgaRegistration));
      const line = ((c.assets as Rec[] | undefined) ?? []).find((a) => a.assetRegistration);
      if (!line) continue;
      const cost = Number(line.priceExclTax ?? 0);
      const residual = round2(Math.min(cost, Number(c.residualValue ?? 0)));
      const months = Number(c.duration ?? 36);
      const start = String(c.startDate);
      // one row per year of the contract (the last one partial), the net book value down to the residual value
      const plan: Rec[] = [];
      let accumulated = 0;
      for (let k = 1, done = 0; done < months; k++) {
        const span = Math.min(12, months - done);
        done += span;
        const depreciation = done === months ? round2(cost - residual - accumulated) : round2(((cost - residual) * span) / months);
        accumulated = round2(accumulated + depreciation);
        plan.push({ index: k, date: addDays(addMonths(start, done), -1), depreciation, accumulated, netBookValue: round2(cost - accumulated) });
      }
      await create('DepreciationSchedule', {
        name: demoText(country, 'Depreciation of {asset}', { asset: String(line.name) }),
        status: 'ACTIVE',
        type: 'ACCOUNTING',
        method: 'LINEAR',
        startDate: start,
        endDate: c.endDate,
        assetRegistration: line.assetRegistration,
        depreciableAmount: round2(cost - residual),
        residualValue: residual,
        duration: months,
        plan,
        orgaRegistration: c.orgaRegistration ?? null,
        currency: 'EUR',
      });
    }
    return written;
  });
}

// @description Run billing (seed 002 §2.1, §7): makes one invoice draft per contract and due date from the due cashflows; see docs/billing.md
//
// ctx.body = { date, initialStatus, taxes: [{ code, rate }], groups: [{ contract, dueDate, pr, currency, decimals, cashflows }] }
//   contract: { registration, name, type, currency, paymentCondition, paymentMode, orgaRegistration, persons: [{ role, personRegistration, name }], organization }
//   cashflows: the Cashflow records (amountExclTax, taxCode, taxAmount, amountInclTax, persons PAYER / PAYEE with names, ...)
// Answers { invoices: [...] }: each invoice's lines name the cashflows it bills (cashflowRegistration);
// the server creates the invoices and marks those cashflows INVOICED. A group left out stays to bill.

const DAY_MS = 86400000;

/** Moves the decimal point of a number through its decimal text (no binary drift). */
function shift(value, places) {
  const parts = String(value).split('e');
  return Number(parts[0] + 'e' + (Number(parts[1] || 0) + places));
}

/** An amount in minor units (cents), rounded half away from zero. */
function toMinor(value, decimals) {
  const v = typeof value === 'number' && isFinite(value) ? value : 0;
  const units = Math.round(shift(Math.abs(v), decimals));
  return v < 0 ? -units : units;
}

function fromMinor(units, decimals) {
  const v = shift(Math.abs(units), -decimals);
  return units < 0 && v !== 0 ? -v : v;
}

function isoDay(iso) {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

function addDays(iso, days) {
  return new Date(isoDay(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

function endOfMonth(iso) {
  return new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 0)).toISOString().slice(0, 10);
}

/**
 * The invoice's due date: the cashflows' due date plus the payment condition (list paymentCondition):
 * IMMEDIATE on that date; DAYS_n n days later; DAYS_n_EOM n days later, then the end of that month.
 */
function dueDateOf(base, condition) {
  const m = /^DAYS_(\d+)(_EOM)?$/.exec(condition || '');
  if (!m) return base;
  const due = addDays(base, Number(m[1]));
  return m[2] ? endOfMonth(due) : due;
}

function rateOf(taxes, code) {
  if (!code) return 0;
  for (const t of taxes) if (t.code === code) return Number(t.rate) || 0;
  return 0;
}

/** One line per cashflow, with the amounts the cashflow carries (tax computed as the contract does when it has none). */
function lineOf(cashflow, taxes, decimals) {
  const taxRate = rateOf(taxes, cashflow.taxCode);
  const excl = toMinor(cashflow.amountExclTax, decimals);
  const tax = typeof cashflow.taxAmount === 'number' ? toMinor(cashflow.taxAmount, decimals) : toMinor(fromMinor(excl, decimals) * taxRate, decimals);
  const incl = typeof cashflow.amountInclTax === 'number' ? toMinor(cashflow.amountInclTax, decimals) : excl + tax;
  return {
    minor: { excl, tax, incl },
    line: {
      label: cashflow.name || cashflow.registration,
      quantity: 1,
      unitPrice: fromMinor(excl, decimals),
      cashflowRegistration: cashflow.registration,
      amountExclTax: fromMinor(excl, decimals),
      taxCode: cashflow.taxCode || null,
      taxRate,
      taxAmount: fromMinor(tax, decimals),
      amountInclTax: fromMinor(incl, decimals),
    },
  };
}

/** PAYER and PAYEE: the cashflows' persons, else the contract's client and organisation. */
function personsOf(group) {
  const out = [];
  const contract = group.contract;
  for (const role of ['PAYER', 'PAYEE']) {
    let entry = null;
    for (const cf of group.cashflows) {
      for (const p of cf.persons || []) if (!entry && p.role === role && p.personRegistration) entry = p;
    }
    if (!entry && role === 'PAYER') {
      const client = (contract.persons || []).find((p) => p.role === 'CLIENT' && p.personRegistration);
      if (client) entry = client;
    }
    if (!entry && role === 'PAYEE' && contract.orgaRegistration) {
      entry = { personRegistration: contract.orgaRegistration, name: contract.organization ? contract.organization.name : null };
    }
    if (entry) out.push({ role, personRegistration: entry.personRegistration, name: entry.name || null });
  }
  return out;
}

function invoiceOf(group, body) {
  const contract = group.contract;
  const decimals = group.decimals;
  const lines = group.cashflows.map((cf) => lineOf(cf, body.taxes || [], decimals));
  const sum = (k) => lines.reduce((t, l) => t + l.minor[k], 0);
  const excl = sum('excl');
  const tax = sum('tax');
  const incl = sum('incl');
  const paymentMode = contract.paymentMode || group.cashflows.map((cf) => cf.paymentMode).find(Boolean) || null;
  return {
    // the due date is a field of its own, shown in each reader's pattern: never written into the name
    name: contract.name || contract.registration,
    status: body.initialStatus || 'DRAFT',
    type: incl < 0 ? 'CREDIT_NOTE' : 'INVOICE',
    pr: group.pr || 'R',
    paymentMode,
    paymentCondition: contract.paymentCondition || 'IMMEDIATE',
    contractRegistration: contract.registration,
    orgaRegistration: contract.orgaRegistration || null,
    currency: group.currency,
    timeZone: contract.timeZone || null,
    dueDate: dueDateOf(group.dueDate, contract.paymentCondition),
    lines: lines.map((l) => l.line),
    amountExclTax: fromMinor(excl, decimals),
    taxAmount: fromMinor(tax, decimals),
    amountInclTax: fromMinor(incl, decimals),
    totalBalance: fromMinor(incl, decimals),
    persons: personsOf(group),
  };
}

export function execute(ctx) {
  const body = ctx.body || {};
  return { invoices: (body.groups || []).map((group) => invoiceOf(group, body)) };
}

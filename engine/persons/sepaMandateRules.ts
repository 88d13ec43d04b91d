type Rec = Record<string, unknown>;

/** EPC: a mandate reference (RUM) has 1 to 35 characters of the SEPA set (the billing's direct debits read it). */
export const RUM_FORMAT = /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const MANDATE_MESSAGES = {
  rumMandatory: 'The mandate reference (RUM) is mandatory',
  rumFormat: 'The mandate reference (RUM) has 1 to 35 letters, digits, spaces or / - ? : ( ) . , \' +',
  rumDuplicate: 'This mandate reference (RUM) is already used',
  signatureFuture: 'The date of signature cannot be in the future',
  signatureInvalid: 'The date of signature is not a valid date',
  statusUnknown: 'The status is not one of the SEPA mandate statuses',
} as const;

/** One problem of a mandate: its field (rumReference...) and the message. */
export interface MandateProblem {
  field: string;
  message: string;
}

/**
 * The problems of one SEPA mandate (seed 001 §3): a RUM of the SEPA set, a date of signature that
 * is a date and not after `today` (YYYY-MM-DD), a status among `statuses` (the codes of the
 * sepaMandateStatus list; not checked when the list is unknown).
 */
export function mandateProblems(mandate: Rec, today: string, statuses?: readonly string[]): MandateProblem[] {
  const out: MandateProblem[] = [];
  const rum = typeof mandate.rumReference === 'string' ? mandate.rumReference.trim() : '';
  if (!rum) out.push({ field: 'rumReference', message: MANDATE_MESSAGES.rumMandatory });
  else if (!RUM_FORMAT.test(rum)) out.push({ field: 'rumReference', message: MANDATE_MESSAGES.rumFormat });
  const signed = mandate.rumDateOfSignature;
  if (signed !== undefined && signed !== null && signed !== '') {
    const day = typeof signed === 'string' ? signed.slice(0, 10) : '';
    if (!DATE.test(day) || Number.isNaN(Date.parse(day))) out.push({ field: 'rumDateOfSignature', message: MANDATE_MESSAGES.signatureInvalid });
    else if (day > today) out.push({ field: 'rumDateOfSignature', message: MANDATE_MESSAGES.signatureFuture });
  }
  const status = mandate.rumStatus;
  if (statuses && status !== undefined && status !== null && status !== '' && !statuses.includes(String(status))) {
    out.push({ field: 'rumStatus', message: MANDATE_MESSAGES.statusUnknown });
  }
  return out;
}

/** The mandates of a list of bank accounts, with where they are (`bankAccounts.0.sepaMandates.1`). */
export function mandatesOf(accounts: unknown, prefix = 'bankAccounts'): { path: string; mandate: Rec }[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.flatMap((account, i) => {
    const list = account && typeof account === 'object' ? (account as Rec).sepaMandates : undefined;
    if (!Array.isArray(list)) return [];
    return list.flatMap((m, j) => (m && typeof m === 'object' ? [{ path: `${prefix}.${i}.sepaMandates.${j}`, mandate: m as Rec }] : []));
  });
}

/** Paths of mandates whose RUM repeats one found earlier in the same list. */
export function repeatedRums(found: readonly { path: string; mandate: Rec }[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { path, mandate } of found) {
    const rum = typeof mandate.rumReference === 'string' ? mandate.rumReference.trim() : '';
    if (!rum) continue;
    if (seen.has(rum)) out.push(path);
    seen.add(rum);
  }
  return out;
}

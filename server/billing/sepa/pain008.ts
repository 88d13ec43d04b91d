import { isValidBIC } from 'ibantools';
import { centsText } from './cents.ts';
import { sepaText } from './sepaText.ts';
import { el, xmlDocument, type XmlNode } from './xmlWriter.ts';
import { namespaceOf } from './xsdValidation.ts';

/** A party of a direct debit: name and account. */
export interface SepaParty {
  name: string;
  iban: string;
  bic?: string | null;
}

/** SEPA sequence types: first, recurrent, final collection of a mandate, or one-off. */
export type SequenceType = 'FRST' | 'RCUR' | 'FNAL' | 'OOFF';

/** One collection: an invoice's balance from the debtor's account under a mandate. */
export interface DirectDebitTransaction {
  endToEndId: string;
  amountCents: number;
  mandateId: string;
  mandateSignatureDate: string;
  sequenceType: SequenceType;
  debtor: SepaParty;
  remittance: string;
}

/** A direct-debit file of one creditor for one requested collection date. */
export interface DirectDebitBatch {
  /** The scheme of every collection of the file: CORE or B2B (the local instrument). */
  scheme: 'CORE' | 'B2B';
  messageId: string;
  createdAt: Date;
  executionDate: string;
  creditor: SepaParty & { creditorIdentifier: string };
  transactions: DirectDebitTransaction[];
}

const sum = (list: DirectDebitTransaction[]) => list.reduce((total, t) => total + t.amountCents, 0);
const name = (text: string) => sepaText(text, 70) ?? 'NOTPROVIDED';

/** The bank of an account: its BIC, or NOTPROVIDED (allowed for IBAN-only SEPA payments). */
function agent(bic: string | null | undefined): XmlNode {
  const valid = bic && isValidBIC(bic.toUpperCase()) ? bic.toUpperCase() : undefined;
  return el('FinInstnId', [valid ? el('BIC', valid) : el('Othr', [el('Id', 'NOTPROVIDED')])]);
}

function transaction(t: DirectDebitTransaction): XmlNode {
  return el('DrctDbtTxInf', [
    el('PmtId', [el('EndToEndId', t.endToEndId)]),
    el('InstdAmt', centsText(t.amountCents), { Ccy: 'EUR' }),
    el('DrctDbtTx', [
      el('MndtRltdInf', [el('MndtId', t.mandateId), el('DtOfSgntr', t.mandateSignatureDate)]),
    ]),
    el('DbtrAgt', [agent(t.debtor.bic)]),
    el('Dbtr', [el('Nm', name(t.debtor.name))]),
    el('DbtrAcct', [el('Id', [el('IBAN', t.debtor.iban)])]),
    el('RmtInf', [el('Ustrd', sepaText(t.remittance, 140) ?? t.endToEndId)]),
  ]);
}

function paymentInformation(
  batch: DirectDebitBatch,
  sequenceType: SequenceType,
  list: DirectDebitTransaction[],
): XmlNode {
  const { creditor } = batch;
  return el('PmtInf', [
    el('PmtInfId', `${batch.messageId}-${sequenceType}`),
    el('PmtMtd', 'DD'),
    el('BtchBookg', 'true'),
    el('NbOfTxs', String(list.length)),
    el('CtrlSum', centsText(sum(list))),
    el('PmtTpInf', [
      el('SvcLvl', [el('Cd', 'SEPA')]),
      el('LclInstrm', [el('Cd', batch.scheme)]),
      el('SeqTp', sequenceType),
    ]),
    el('ReqdColltnDt', batch.executionDate),
    el('Cdtr', [el('Nm', name(creditor.name))]),
    el('CdtrAcct', [el('Id', [el('IBAN', creditor.iban)])]),
    el('CdtrAgt', [agent(creditor.bic)]),
    el('ChrgBr', 'SLEV'),
    el('CdtrSchmeId', [
      el('Id', [
        el('PrvtId', [
          el('Othr', [el('Id', creditor.creditorIdentifier), el('SchmeNm', [el('Prtry', 'SEPA')])]),
        ]),
      ]),
    ]),
    ...list.map(transaction),
  ]);
}

/**
 * The pain.008.001.02 document (SEPA Core or B2B direct debit, EPC implementation guidelines) of a batch:
 * one payment information block per sequence type, amounts in euros with two decimals, texts in
 * the SEPA character set. Validate it against the XSD before storing it.
 */
export function buildPain008(batch: DirectDebitBatch): string {
  const groups = new Map<SequenceType, DirectDebitTransaction[]>();
  for (const t of batch.transactions) groups.set(t.sequenceType, [...(groups.get(t.sequenceType) ?? []), t]);
  return xmlDocument(
    el(
      'Document',
      [
        el('CstmrDrctDbtInitn', [
          el('GrpHdr', [
            el('MsgId', batch.messageId),
            el('CreDtTm', batch.createdAt.toISOString().slice(0, 19)),
            el('NbOfTxs', String(batch.transactions.length)),
            el('CtrlSum', centsText(sum(batch.transactions))),
            el('InitgPty', [el('Nm', name(batch.creditor.name))]),
          ]),
          ...[...groups].map(([type, list]) => paymentInformation(batch, type, list)),
        ]),
      ],
      { xmlns: namespaceOf('pain.008.001.02') },
    ),
  );
}

import { isValidBIC } from 'ibantools';
import { centsText } from './cents.ts';
import { sepaText } from './sepaText.ts';
import { el, xmlDocument, type XmlNode } from './xmlWriter.ts';
import { namespaceOf } from './xsdValidation.ts';
import type { SepaParty } from './pain008.ts';

/** One payment: an amount to a creditor's account. */
export interface CreditTransfer {
  endToEndId: string;
  amountCents: number;
  creditor: SepaParty;
  remittance: string;
}

/** A credit-transfer file of one debtor account for one requested execution date. */
export interface CreditTransferBatch {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtor: SepaParty;
  transfers: CreditTransfer[];
}

const sum = (list: CreditTransfer[]) => list.reduce((total, t) => total + t.amountCents, 0);
const name = (text: string) => sepaText(text, 70) ?? 'NOTPROVIDED';

/** The bank of an account: its BIC, or NOTPROVIDED (allowed for IBAN-only SEPA payments). */
function agent(bic: string | null | undefined): XmlNode {
  const valid = bic && isValidBIC(bic.toUpperCase()) ? bic.toUpperCase() : undefined;
  return el('FinInstnId', [valid ? el('BIC', valid) : el('Othr', [el('Id', 'NOTPROVIDED')])]);
}

function transfer(t: CreditTransfer): XmlNode {
  const bic = t.creditor.bic && isValidBIC(t.creditor.bic.toUpperCase()) ? t.creditor.bic.toUpperCase() : null;
  return el('CdtTrfTxInf', [
    el('PmtId', [el('EndToEndId', t.endToEndId)]),
    el('Amt', [el('InstdAmt', centsText(t.amountCents), { Ccy: 'EUR' })]),
    bic ? el('CdtrAgt', [el('FinInstnId', [el('BIC', bic)])]) : null,
    el('Cdtr', [el('Nm', name(t.creditor.name))]),
    el('CdtrAcct', [el('Id', [el('IBAN', t.creditor.iban)])]),
    el('RmtInf', [el('Ustrd', sepaText(t.remittance, 140) ?? t.endToEndId)]),
  ]);
}

/**
 * The pain.001.001.03 document (SEPA credit transfer, EPC implementation guidelines) of a batch:
 * one payment information block, service level SEPA, charges shared by level (SLEV), amounts in
 * euros with two decimals counted in cents, texts in the SEPA character set. Validate it against
 * the XSD before storing it.
 */
export function buildPain001(batch: CreditTransferBatch): string {
  const total = centsText(sum(batch.transfers));
  const count = String(batch.transfers.length);
  return xmlDocument(
    el(
      'Document',
      [
        el('CstmrCdtTrfInitn', [
          el('GrpHdr', [
            el('MsgId', batch.messageId),
            el('CreDtTm', batch.createdAt.toISOString().slice(0, 19)),
            el('NbOfTxs', count),
            el('CtrlSum', total),
            el('InitgPty', [el('Nm', name(batch.debtor.name))]),
          ]),
          el('PmtInf', [
            el('PmtInfId', `${batch.messageId}-SCT`),
            el('PmtMtd', 'TRF'),
            el('BtchBookg', 'true'),
            el('NbOfTxs', count),
            el('CtrlSum', total),
            el('PmtTpInf', [el('SvcLvl', [el('Cd', 'SEPA')])]),
            el('ReqdExctnDt', batch.executionDate),
            el('Dbtr', [el('Nm', name(batch.debtor.name))]),
            el('DbtrAcct', [el('Id', [el('IBAN', batch.debtor.iban)])]),
            el('DbtrAgt', [agent(batch.debtor.bic)]),
            el('ChrgBr', 'SLEV'),
            ...batch.transfers.map(transfer),
          ]),
        ]),
      ],
      { xmlns: namespaceOf('pain.001.001.03') },
    ),
  );
}

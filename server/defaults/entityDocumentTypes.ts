/**
 * The document types (values of the tenant's `documentType` list) each entity's own
 * `{entity}DocumentType` list offers when the tenant has no List record of that name; an entity
 * not named here offers the whole `documentType` list. The codes are the shipped list's
 * (server/defaults/lists/types.json).
 */
const IDENTITY = ['ID_CARD', 'PASSPORT', 'PROOF_OF_ADDRESS', 'BANK_DETAILS', 'PAYSLIP', 'TAX_NOTICE', 'KBIS', 'BALANCE_SHEET', 'SEPA_MANDATE', 'PHOTO', 'OTHER'];

export const ENTITY_DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  Person: IDENTITY,
  Prospect: IDENTITY,
  Organization: ['KBIS', 'BALANCE_SHEET', 'TAX_NOTICE', 'BANK_DETAILS', 'PROOF_OF_ADDRESS', 'OTHER'],
  Deal: ['CONTRACT', 'ID_CARD', 'PROOF_OF_ADDRESS', 'PAYSLIP', 'TAX_NOTICE', 'KBIS', 'BALANCE_SHEET', 'BANK_DETAILS', 'OTHER'],
  Contract: ['CONTRACT', 'SEPA_MANDATE', 'DELIVERY_NOTE', 'ID_CARD', 'PROOF_OF_ADDRESS', 'BANK_DETAILS', 'INVOICE', 'OTHER'],
  Amendment: ['CONTRACT', 'OTHER'],
  Agreement: ['CONTRACT', 'KBIS', 'BANK_DETAILS', 'OTHER'],
  CreditLine: ['CONTRACT', 'BALANCE_SHEET', 'KBIS', 'OTHER'],
  Asset: ['PHOTO', 'DELIVERY_NOTE', 'INVOICE', 'OTHER'],
  Collateral: ['CONTRACT', 'PHOTO', 'OTHER'],
  Inspection: ['PHOTO', 'DELIVERY_NOTE', 'OTHER'],
  Maintenance: ['INVOICE', 'PHOTO', 'OTHER'],
  Invoice: ['INVOICE', 'OTHER'],
  Cashflow: ['INVOICE', 'BANK_DETAILS', 'OTHER'],
  BankAccount: ['BANK_DETAILS', 'SEPA_MANDATE', 'OTHER'],
  Sepa: ['SEPA_MANDATE', 'BANK_DETAILS', 'OTHER'],
  Tenant: ['CONTRACT', 'KBIS', 'BANK_DETAILS', 'PHOTO', 'OTHER'],
};

import { invoiceDocumentGenerator } from '../billing/invoicePdf/invoiceGenerator.ts';
import type { DocumentGenerator } from './generatedDocuments.ts';

/**
 * The documents the server makes itself, by entity and document type: the workflow action
 * `generateDocument` and GET {apiPath}/{key}/documents?type= use them (docs/billing.md).
 */
export const DOCUMENT_GENERATORS: readonly DocumentGenerator[] = [invoiceDocumentGenerator];

/** Whether the server makes any document for an entity (its document lists may materialise one). */
export function generatesDocuments(entityName: string): boolean {
  return DOCUMENT_GENERATORS.some((g) => g.entityName === entityName);
}

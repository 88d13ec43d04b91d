import { bundleSchema } from '../../../engine/forms/bundleSchema.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import addressShape from '../../../schemas/shapes/address.json';
import bankAccountShape from '../../../schemas/shapes/bank-account.json';
import contractLineShape from '../../../schemas/shapes/contract-line.json';
import documentShape from '../../../schemas/shapes/document-item.json';
import numbersTableShape from '../../../schemas/shapes/numbers-table.json';
import registrationItemShape from '../../../schemas/shapes/registration-item.json';
import sepaMandateShape from '../../../schemas/shapes/sepa-mandate.json';

const inline = (s: unknown): JsonSchema => bundleSchema(s as JsonSchema, [sepaMandateShape as JsonSchema]);

/** The shared shapes of schemas/shapes, self-contained, as the field renderers meet them in entity schemas. */
export const SHAPES = {
  address: inline(addressShape),
  bankAccount: inline(bankAccountShape),
  contractLine: inline(contractLineShape),
  document: inline(documentShape),
  numbersTable: inline(numbersTableShape),
  registrationItem: inline(registrationItemShape),
};

import type { FieldRule } from './FieldRule.ts';
import { ibanRule } from './iban.ts';

/** bankAccount: its `bankIban` is checked and stored like an iban field (issues on `bankIban`). */
export const bankAccountRule: FieldRule = (value, field, ctx) => {
  if (typeof value !== 'object' || value === null) return { value };
  const account = value as Record<string, unknown>;
  if (account.bankIban === undefined || account.bankIban === null || account.bankIban === '') return { value };
  const outcome = ibanRule(account.bankIban, field, ctx);
  return {
    value: { ...account, bankIban: outcome.value },
    errors: outcome.errors?.map((found) => ({ ...found, subPath: 'bankIban' })),
  };
};

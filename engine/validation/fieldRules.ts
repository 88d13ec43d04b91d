import { addressRule } from './address.ts';
import { bankAccountRule } from './bankAccount.ts';
import { colorRule } from './color.ts';
import { currencyRule } from './currency.ts';
import { dateRule } from './date.ts';
import { emailRule } from './email.ts';
import { emailsRule } from './emails.ts';
import type { FieldRule } from './FieldRule.ts';
import { filesRule } from './filesRule.ts';
import { ibanRule } from './iban.ts';
import { integerRule, numberRule } from './number.ts';
import { percentageRule } from './percentage.ts';
import { phoneRule } from './phone.ts';
import { personRegistrationRule } from './registration.ts';
import { ribRule } from './rib.ts';
import { sirenRule } from './siren.ts';
import { textRule } from './text.ts';
import { usernameRule } from './username.ts';

/**
 * The rule of each field type, by exact type. A type not listed (checkbox, radio, switch, select,
 * slider, markdown, richtext, notice, numeric tables, entity search, dyno types) gets only the
 * generic checks: mandatory, min/max, pattern, and the errorFormat / warningFormat messages.
 */
export const FIELD_RULES: Readonly<Record<string, FieldRule>> = {
  text: textRule,
  password: textRule,
  textarea: textRule,
  number: numberRule,
  integer: integerRule,
  percentage: percentageRule,
  currency: currencyRule,
  date: dateRule,
  datetime: dateRule,
  email: emailRule,
  emails: emailsRule,
  username: usernameRule,
  phone: phoneRule,
  iban: ibanRule,
  rib: ribRule,
  color: colorRule,
  file: filesRule,
  files: filesRule,
  address: addressRule,
  bankAccount: bankAccountRule,
  personRegistration: personRegistrationRule,
  siren: sirenRule,
};

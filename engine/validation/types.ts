import type { FieldError } from '../errors/AppError.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import type { LocaleSettings } from '../format/LocaleSettings.ts';

/** Format rules of one registration type (from the registration type list). */
export interface RegistrationFormat {
  /** A named format (SPANISHID, SIREN ...) or a pattern: the type's input format. */
  inputFormat?: string;
  /** An additional regular expression from the type list. */
  regex?: string;
}

/** The rule behind an issue; the server maps it to a catalogued code (see ruleCode). */
export type RuleName =
  | 'mandatory' | 'min' | 'max' | 'number' | 'integer' | 'email' | 'username' | 'phone' | 'date'
  | 'iban' | 'rib' | 'vat' | 'spanishId' | 'uuid' | 'fileSize' | 'fileExtension' | 'select'
  | 'format' | 'registration' | 'zipcode' | 'siren' | 'color' | 'document' | 'business';

/** A rule's finding before it is placed on a path: the message template and its values. */
export interface RuleIssue {
  rule: RuleName;
  /** The English template, also the translation key: `{label} is mandatory`. */
  template: string;
  params?: Record<string, string | number>;
  /** Sub-path below the field (`0` for the first file, `bankIban` in a bank account). */
  subPath?: string;
}

/** An error or warning on one field, ready for the UI and for the server's error body. */
export interface ValidationIssue extends FieldError {
  code: ErrorCode;
  rule: RuleName;
  template: string;
  params?: Record<string, string | number>;
  /** Set for checks that only block a workflow transition (field option transitionOnly). */
  transition?: boolean;
}

/** Where and for whom the checks run. */
export interface ValidationContext {
  /** Locale code or resolved settings; en-EU when absent. */
  locale?: string | LocaleSettings;
  tenant?: string;
  settings?: { bypassIbanCheck?: boolean; emailSample?: string };
  /** `form` (default) skips hidden, read-only and disabled fields; `write` (server) checks every value. */
  mode?: 'form' | 'write';
  /** validateField: whether the user has touched the field (true when absent). */
  touched?: boolean;
  /** validateField: text typed in a select but not chosen (the incomplete-value warning). */
  typedText?: string;
  /** validateField: the path reported on issues. */
  path?: string;
  /** validateField: the record the field belongs to (a currency field may name its currency's path). */
  record?: unknown;
  /** The currency of an amount whose record has none (the tenant's), before the locale's. */
  currency?: string;
  /** Input format and regex per registration type (from the registration type list). */
  registrationFormats?: Readonly<Record<string, RegistrationFormat>>;
  /**
   * The reader's translation function: issue messages (and the field labels they name) in the
   * user's language. The server passes none: its messages are the spec's English words.
   */
  t?: (key: string) => string;
}

/** What a rule returns: the value to store (normalized) and its findings. */
export interface RuleOutcome {
  value?: unknown;
  errors?: RuleIssue[];
  warnings?: RuleIssue[];
}

/** validateField's answer. `value` is the normalized value to store (spaces stripped, text parsed ...). */
export interface FieldResult {
  value: unknown;
  errors: ValidationIssue[];
  warnings: ValidationIssue[];
}

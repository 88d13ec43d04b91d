/**
 * Every validation message, exactly as the spec words it (seed 000 §5, 001 §5, 002 §5). Each
 * template is also its translation key; `{name}` marks a value filled by {@link fillMessage}.
 */
export const MESSAGES = {
  number: '{label} has to be a number',
  integer: '{label} has to be an integer',
  email: 'Email format should be "{email}"',
  username: 'Should be a valid email or a valid string ending with @{tenant}',
  usernameTaken: 'Username already exists',
  invalidFormat: 'Invalid format',
  invalidDate: 'Invalid date',
  iban: 'IBAN is invalid',
  rib: 'RIB is invalid',
  vatPrefix: 'Must start with two letters',
  spanishId: 'Spanish ID is invalid',
  uuid: 'Identifier must be a UUID',
  fileTooLarge: 'File too large. Max size {x}',
  fileExtension: 'Forbidden document extension "{ext}". Accepted formats: {list}',
  selectIncomplete: 'Caution, the value is incomplete and will not be considered.',
  registrationNotString: 'Invalid registration format, should be a string.',
  personIdentifierMandatory: 'Person identifier is mandatory',
  addressTypeTaken: 'An address of type {type} already exists',
  mandatory: '{label} is mandatory',
  mandatoryNoLabel: 'Field is mandatory',
  min: '{label} must be ≥ {min}',
  max: '{label} must be ≤ {max}',
  minNoLabel: 'Must be ≥ {min}',
  maxNoLabel: 'Must be ≤ {max}',
  lengthMin: '{label} length must be ≥ {min}',
  lengthMax: '{label} length must be ≤ {max}',
  lengthMinNoLabel: 'Length must be ≥ {min}',
  lengthMaxNoLabel: 'Length must be ≤ {max}',
} as const;

/** Label used in the number and integer messages when a field has none. */
export const DEFAULT_LABEL = 'Field';

/**
 * A message in the reader's language: the template translated by `t` (the template is the key),
 * the field label it names translated too (`{label}` holds a field label, an English key); the
 * other values as they are. Without `t`, the English message (what the server answers).
 */
export function localizedMessage(template: string, params: Record<string, string | number> | undefined, t?: (key: string) => string): string {
  if (!t) return fillMessage(template, params);
  const label = params?.label;
  return fillMessage(t(template), typeof label === 'string' ? { ...params, label: t(label) } : params);
}

/** Fills `{name}` placeholders; a placeholder without a value is left as is. */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

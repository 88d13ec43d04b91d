import type { JsonSchema } from '../../engine/registry/types.ts';

const INDIVIDUAL = ['title', 'firstName', 'lastName'];
const INDIVIDUAL_MORE = ['secondName', 'birthDate', 'birthPlace', 'birthZipcode', 'birthCountry', 'nationality'];
const COMPANY = ['name'];
const COMPANY_MORE = ['commercialName', 'legalForm', 'currency'];
const COMMON = ['email', 'phone'];
const COMMON_MORE = ['mobile', 'preferredLanguage', 'addresses'];

/** Whether a person type is an individual's (individual, professional, employee). */
export const isIndividualType = (type: unknown) => type === 'I' || type === 'P' || type === 'E';

/** The fields of quick add for a person type: type and registration, then the short or the detailed form. */
export function quickAddFields(type: unknown, detailed: boolean): string[] {
  const own = isIndividualType(type) ? [...INDIVIDUAL, ...(detailed ? INDIVIDUAL_MORE : [])] : [...COMPANY, ...(detailed ? COMPANY_MORE : [])];
  return ['type', 'registration', ...own, ...COMMON, ...(detailed ? COMMON_MORE : [])];
}

/**
 * The person schema cut to the quick-add fields (its mandatory rules by type kept): the same checks
 * as the person page, on fewer fields.
 */
export function quickAddSchema(person: JsonSchema, fields: readonly string[]): JsonSchema {
  const properties = (person.properties ?? {}) as Record<string, JsonSchema>;
  const kept = Object.fromEntries(fields.filter((f) => properties[f]).map((f) => [f, properties[f]]));
  return { ...person, properties: kept, required: (person.required ?? []).filter((f: string) => f in kept) } as JsonSchema;
}

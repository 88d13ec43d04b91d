import { localizedMessage, MESSAGES, validateField, type AddressValue } from '../../engine/validation/index.ts';

/** Whether the person's addresses may hold one address per type only (seed 001 §5, setting uniqueAddressPerType). */
export interface AddressRules {
  uniqueAddressPerType: boolean;
}

/**
 * The messages of each address of the Edit addresses dialog: the type is mandatory, a type may not
 * repeat when one address per type is enforced, and the engine's address rule (zip code format); in
 * the language of `t` when given (a type named by `typeLabel`).
 */
export function addressProblems(
  addresses: readonly AddressValue[],
  rules: AddressRules,
  t?: (key: string) => string,
  typeLabel: (type: string) => string = (type) => type,
): string[][] {
  const seen = new Map<string, number>();
  return addresses.map((address, index) => {
    const problems: string[] = [];
    const type = typeof address.type === 'string' ? address.type : '';
    if (!type) problems.push(localizedMessage(MESSAGES.mandatory, { label: 'Type' }, t));
    if (type && rules.uniqueAddressPerType && seen.has(type)) problems.push(localizedMessage(MESSAGES.addressTypeTaken, { type: typeLabel(type) }, t));
    if (type && !seen.has(type)) seen.set(type, index);
    problems.push(...validateField({ type: 'address' }, address, { mode: 'write', t }).errors.map((e) => e.message));
    return problems;
  });
}

/** The address types not used yet (Add address is hidden once every type is used, when types are unique). */
export function unusedTypes(addresses: readonly AddressValue[], types: readonly string[]): string[] {
  const used = new Set(addresses.map((a) => a.type));
  return types.filter((t) => !used.has(t));
}

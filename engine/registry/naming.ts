/** Naming helpers shared by the registry: entity names are PascalCase, routes dashed lower-case. */

/** `BankAccount` -> `bank-account`, `dynoCarPark` -> `dyno-car-park`. */
export function toKebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** `BankAccount` -> `bankAccount`. */
export function toCamel(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** `bank-account` -> `BankAccount`. */
export function toPascal(kebab: string): string {
  return kebab
    .split('-')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** `bank-account` -> `bankAccount` (a dyno route segment back to its entity name). */
export function kebabToCamel(kebab: string): string {
  return toCamel(toPascal(kebab));
}

/** `bankAccounts` -> `bank_accounts` (SQL table names). */
export function toSnake(camel: string): string {
  return camel.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** `bankAccounts` -> `Bank accounts` (default titles of list pages). */
export function toLabel(camel: string): string {
  const words = toSnake(camel).split('_');
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}

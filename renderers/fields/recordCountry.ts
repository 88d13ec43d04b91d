type Rec = Record<string, unknown>;

const isCountry = (v: unknown): v is string => typeof v === 'string' && /^[A-Z]{2}$/.test(v);

/**
 * The country of the record being edited, for the defaults of its phone fields: its main address
 * (type MAIN, else the first), else its own `country`, else its nationality; undefined when none.
 */
export function recordCountry(record: Rec | undefined): string | undefined {
  if (!record) return undefined;
  const addresses = Array.isArray(record.addresses) ? (record.addresses as unknown[]).filter((a): a is Rec => typeof a === 'object' && a !== null) : [];
  const main = addresses.find((a) => a.type === 'MAIN' && isCountry(a.country)) ?? addresses.find((a) => isCountry(a.country));
  if (main) return main.country as string;
  if (isCountry(record.country)) return record.country;
  return isCountry(record.nationality) ? record.nationality : undefined;
}

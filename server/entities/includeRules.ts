type Rec = Record<string, unknown>;

/** A record found for a registration: what an include copies into the record that refers to it. */
export interface Found {
  registration: string;
  name: string | null;
  type: string | null;
}

/** A reference met in a record, and what to do with the record it designates (null when missing). */
export interface Reference {
  target: string;
  registration: string;
  apply: (found: Found | null) => void;
}

/** One include: the references it finds in a record (none when the record has no such field). */
export interface IncludeRule {
  /** The entity the registrations designate. */
  target: string;
  references(record: Rec): Reference[];
}

const summary = (f: Found) => ({ registration: f.registration, name: f.name, ...(f.type ? { type: f.type } : {}) });

function elements(record: Rec, array: string): Rec[] {
  const value = record[array];
  return Array.isArray(value) ? value.filter((e): e is Rec => typeof e === 'object' && e !== null) : [];
}

/** Each element of `array` gets `name` and `{into: {registration, name}}` from its `key` registration. */
function perElement(target: string, array: string, key: string, into: string): IncludeRule {
  return {
    target,
    references: (record) =>
      elements(record, array)
        .filter((e) => typeof e[key] === 'string' && e[key])
        .map((e) => ({
          target,
          registration: e[key] as string,
          apply: (f) => {
            if (!f) return;
            e.name = f.name;
            e[into] = summary(f);
          },
        })),
  };
}

/** `into` = `{registration, name}` of the record named by the top-level `key`. */
function perField(target: string, key: string, into: string): IncludeRule {
  return {
    target,
    references: (record) =>
      typeof record[key] === 'string' && record[key]
        ? [{ target, registration: record[key] as string, apply: (f) => (record[into] = f ? summary(f) : null) }]
        : [],
  };
}

/** `into` = the name of the person holding `role` in `persons` (or named by `fallbackKey`). */
function roleName(role: string, fallbackKey: string, into: string): IncludeRule {
  return {
    target: 'Person',
    references: (record) => {
      const entry = elements(record, 'persons').find((e) => e.role === role && typeof e.personRegistration === 'string');
      const registration = (entry?.personRegistration ?? record[fallbackKey]) as unknown;
      if (typeof registration !== 'string' || !registration) return [];
      return [{ target: 'Person', registration, apply: (f) => (record[into] = f?.name ?? null) }];
    },
  };
}

/**
 * The include resolver table (seed 001, 002 §7): `include=<name>` on any list or get. Each entry
 * says where the registrations are and where the names go; all are resolved in the caller's
 * tenant (row-level security), one query per target entity per page.
 */
export const INCLUDE_RULES: Readonly<Record<string, IncludeRule>> = {
  personsNames: perElement('Person', 'persons', 'personRegistration', 'person'),
  assetsNames: perElement('Asset', 'assets', 'assetRegistration', 'asset'),
  organizationName: perField('Person', 'orgaRegistration', 'organization'),
  partnerName: roleName('PARTNER', 'partnerRegistration', 'partnerName'),
  salesName: roleName('SALES', 'salesRegistration', 'salesName'),
  supplierName: roleName('SUPPLIER', 'supplierRegistration', 'supplierName'),
  clientName: roleName('CLIENT', 'clientRegistration', 'clientName'),
};

/** Names that mean another include: the contract page asks `include=assets,persons`. */
export const INCLUDE_ALIASES: Readonly<Record<string, string>> = { persons: 'personsNames', assets: 'assetsNames' };

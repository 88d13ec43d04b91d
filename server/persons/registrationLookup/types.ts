import type { Queryable } from '../../db/Database.ts';

/** One register entry offered while a number is typed (seed 001 §7): `value` is the number. */
export interface RegistrationMatch {
  label: string;
  value: string;
  data?: Record<string, unknown>;
}

/** The search of POST /api/external/pivot/person-registration/{type} (body `value`). */
export interface RegistrationSearch {
  type: string;
  value: string;
  personType?: string;
  displayFirstRegistrationsInPriority: boolean;
  withDetails: boolean;
  /** `?administrativeStatus=ACTIVE`: ceased companies are hidden. */
  activeOnly: boolean;
  /** The other members of the body and query, passed on to the provider. */
  extra: Record<string, unknown>;
}

/** The detail call (body `selectedId`): the data of one chosen entry. */
export interface RegistrationDetailQuery {
  type: string;
  selectedId: string;
  personType?: string;
  withDetails: boolean;
  extra: Record<string, unknown>;
}

export interface RegistrationDetail {
  value: string;
  data: Record<string, unknown>;
}

/** Runs reads in the caller's tenant (row-level security applies), in a short transaction of their own. */
export type InTenant = <T>(fn: (q: Queryable) => Promise<T>) => Promise<T>;

/**
 * A register to look registration numbers up in. A provider reading tenant records does it through
 * `inTenant`; one calling an outside service holds no transaction while it waits. A thrown error is
 * answered 502 REGISTRATION_LOOKUP_FAILED (an AppError keeps its own answer).
 */
export interface RegistrationProvider {
  search(query: RegistrationSearch, inTenant: InTenant): Promise<RegistrationMatch[]>;
  detail(query: RegistrationDetailQuery, inTenant: InTenant): Promise<RegistrationDetail | undefined>;
}

/** Makes a provider from the tenant's settings of a type (`tenant-config` > `registrationLookup` > type). */
export type RegistrationProviderFactory = (settings: Record<string, unknown>) => RegistrationProvider;

import type { DataProvider } from '../../engine/data/DataProvider.ts';

/** A register entry offered while a registration number is typed. */
export interface RegistrationMatch {
  label: string;
  value: string;
  data?: Record<string, unknown>;
}

/** The data of a chosen entry (POST ... {selectedId}). */
export interface RegistrationDetail {
  value: string;
  data: Record<string, unknown>;
}

/**
 * Looks a typed registration number up in a register (seed 001 §7). A form may give its own in the
 * form settings; the default posts to /api/external/pivot/person-registration/{type}. A failure
 * rejects: the caller reports it.
 */
export type RegistrationLookup = (type: string, text: string, personType?: string) => Promise<RegistrationMatch[]>;
/** The data of a chosen entry; the default posts `{selectedId, withDetails: true}`. */
export type RegistrationDetailFetch = (type: string, selectedId: string, personType?: string) => Promise<RegistrationDetail>;

const path = (type: string) => `/api/external/pivot/person-registration/${encodeURIComponent(type)}`;

function isMatch(item: unknown): item is RegistrationMatch {
  return Boolean(item) && typeof item === 'object' && typeof (item as RegistrationMatch).value === 'string';
}

/** The default lookup through the DataProvider. */
export function restRegistrationLookup(data: DataProvider): RegistrationLookup {
  return async (type, text, personType) => {
    const answer = await data.custom<unknown>({ method: 'POST', path: path(type), body: { value: text, personType, displayFirstRegistrationsInPriority: true, withDetails: false } });
    return Array.isArray(answer) ? answer.filter(isMatch).map((m) => ({ ...m, label: String(m.label ?? m.value) })) : [];
  };
}

/** The default detail fetch through the DataProvider. */
export function restRegistrationDetail(data: DataProvider): RegistrationDetailFetch {
  return async (type, selectedId, personType) => {
    const answer = await data.custom<Partial<RegistrationDetail> | undefined>({ method: 'POST', path: path(type), body: { selectedId, personType, withDetails: true } });
    const found = answer && typeof answer === 'object' ? answer : {};
    return { value: typeof found.value === 'string' ? found.value : selectedId, data: found.data && typeof found.data === 'object' ? found.data : {} };
  };
}

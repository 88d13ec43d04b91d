import type { DataProvider } from '../../engine/data/DataProvider.ts';

/** A register entry offered while a registration number is typed. */
export interface RegistrationMatch {
  label: string;
  value: string;
  data?: Record<string, unknown>;
}

/**
 * Looks a typed registration number up in an external register (seed 001 §7). A form may give its
 * own in the form settings; the default posts to /api/external/pivot/person-registration/{type}.
 */
export type RegistrationLookup = (type: string, text: string, personType?: string) => Promise<RegistrationMatch[]>;

function isMatch(item: unknown): item is RegistrationMatch {
  return Boolean(item) && typeof item === 'object' && typeof (item as RegistrationMatch).value === 'string';
}

/** The default lookup through the DataProvider; a failure gives no match (it is only reported by the host). */
export function restRegistrationLookup(data: DataProvider): RegistrationLookup {
  return async (type, text, personType) => {
    try {
      const answer = await data.custom<unknown>({
        method: 'POST',
        path: `/api/external/pivot/person-registration/${encodeURIComponent(type)}`,
        body: { value: text, personType, withDetails: false },
      });
      return Array.isArray(answer) ? answer.filter(isMatch).map((m) => ({ ...m, label: String(m.label ?? m.value) })) : [];
    } catch {
      return [];
    }
  };
}

import type { DataProvider } from '../../engine/data/DataProvider.ts';
import type { AddressValue } from '../../engine/validation/index.ts';
import { toChoices, type ChoiceOption } from './selectOptions.ts';

/**
 * Where address suggestions come from (seed 001 §7): suggestions for typed text and the detail of
 * a chosen suggestion, within a session token kept until a detail lookup completes. A form may give
 * its own in the form settings; failures give nothing (they are silently ignored).
 */
export interface AddressProvider {
  suggest(text: string, sessionToken: string): Promise<ChoiceOption[]>;
  detail(placeId: string, sessionToken: string): Promise<AddressValue | null>;
}

const PATH = '/api/external/pivot/addresses';

/** The default provider: POST /api/external/pivot/addresses through the DataProvider. */
export function restAddressProvider(data: DataProvider): AddressProvider {
  return {
    async suggest(text, sessionToken) {
      const query = new URLSearchParams({ search: text, sessiontoken: sessionToken });
      try {
        const answer = await data.custom<unknown>({ method: 'POST', path: `${PATH}?${query.toString()}` });
        return Array.isArray(answer) ? toChoices(answer) : [];
      } catch {
        return [];
      }
    },
    async detail(placeId, sessionToken) {
      const query = new URLSearchParams({ placeId, sessiontoken: sessionToken });
      try {
        const answer = await data.custom<unknown>({ method: 'POST', path: `${PATH}?${query.toString()}` });
        return answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as AddressValue) : null;
      } catch {
        return null;
      }
    },
  };
}

import type { JsonObject } from '../types.ts';
import { isJsonObject, inputReader } from './inputReader.ts';
import { invalidResult } from './resultChecks.ts';
import type { ScriptKind } from './ScriptKind.ts';

/** One entry of a catalogue: a value to store and a label to show, plus any extra fields. */
export interface CatalogueItem extends JsonObject {
  value: string | number;
  label: string;
}

/**
 * Catalogue scripts answer the entries of a business catalogue (equipment, services, ...)
 * matching what the user typed, for pickers and autocompletes.
 *
 * ctx: `{catalogue, query, filters, locale, limit}`. Result: `[{value, label, ...}]`.
 */
export const catalogueKind: ScriptKind<CatalogueItem[]> = {
  kind: 'catalogue',
  label: 'Catalogue',
  buildCtx(input, name) {
    const read = inputReader(input, 'catalogue', 'Catalogue', name);
    return {
      catalogue: read.string('catalogue', name),
      query: read.optionalString('query') ?? '',
      filters: read.object('filters'),
      locale: read.string('locale', 'en'),
      limit: read.number('limit', 50),
    };
  },
  checkResult(result, name) {
    if (!Array.isArray(result)) return invalidResult('Catalogue', 'catalogue', name, 'the result must be an array of {value, label}');
    result.forEach((item, index) => {
      const ok = isJsonObject(item) && (typeof item.value === 'string' || typeof item.value === 'number') && typeof item.label === 'string';
      if (!ok) invalidResult('Catalogue', 'catalogue', name, `item ${index} must be an object with a string or number 'value' and a string 'label'`);
    });
    return result as CatalogueItem[];
  },
};

import type { CatalogItem } from '../assetCatalog.ts';

type Rec = Record<string, unknown>;

/** An option of a list answer (`?list=true`): what a select offers. */
export interface LecturaOption {
  value: string;
  label: string;
}

const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);

/** An answer that breaks the service's contract: answered as CATALOG_UNAVAILABLE like a failure. */
function unexpected(what: string): Error {
  return new Error(`unexpected answer (${what})`);
}

/** The records of a list answer: an array of objects, or `{items: [...]}`. */
export function recordsOf(answer: unknown): Rec[] {
  const list = isRecord(answer) && Array.isArray(answer.items) ? answer.items : answer;
  if (!Array.isArray(list)) throw unexpected('a list was expected');
  return list.filter(isRecord);
}

/** One record of a detail answer (a model, a manufacturer). */
export function recordOf(answer: unknown): Rec {
  if (!isRecord(answer)) throw unexpected('an object was expected');
  return answer;
}

/** A list answer as select options: `{value: id, label: name}`, records without id or name left out. */
export function optionsOf(answer: unknown): LecturaOption[] {
  const options: LecturaOption[] = [];
  for (const record of recordsOf(answer)) {
    const value = text(record.id);
    const label = text(record.name);
    if (value !== null && label !== null) options.push({ value, label });
  }
  return options;
}

/** The value curves of a regressor answer: an array, or `{curves: [...]}`. */
export function curvesOf(answer: unknown): unknown[] {
  const curves = isRecord(answer) ? answer.curves : answer;
  if (!Array.isArray(curves)) throw unexpected('curves were expected');
  return curves;
}

/**
 * A model of the service (`{id, name, manufacturerName, categoryName, price, currency}`) as an item
 * of the asset catalogue: code its id, name the manufacturer's and the model's, type its category.
 */
export function catalogItemOfModel(model: Rec): CatalogItem {
  const name = text(model.name);
  const manufacturer = text(model.manufacturerName);
  const price = typeof model.price === 'number' && Number.isFinite(model.price) ? model.price : null;
  return {
    code: text(model.id),
    name: manufacturer && name && !name.startsWith(manufacturer) ? `${manufacturer} ${name}` : name,
    type: text(model.categoryName),
    catalogName: 'LECTURA',
    unitPrice: price,
    taxCode: null,
    supplierRegistration: null,
    currency: text(model.currency),
  };
}

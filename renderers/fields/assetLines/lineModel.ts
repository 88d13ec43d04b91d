import { newLine, priceLine, typePrice, type PricedLine, type TaxRate } from '../../../engine/finance/priceRules.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';

type Rec = Record<string, unknown>;

/** A tax of the tenant as the table offers it: code, rate (a fraction: 0.2) and name. */
export interface TaxOption extends TaxRate {
  name?: string;
}

/** An item of GET /api/asset/catalog/items (server/catalog/assetCatalog.ts). */
export interface CatalogItem {
  code?: string | null;
  name?: string | null;
  type?: string | null;
  catalogName?: string | null;
  unitPrice?: number | null;
  taxCode?: string | null;
  supplierRegistration?: string | null;
  currency?: string | null;
  registration?: string;
  entityName?: string;
}

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The lines of a field value (a list; anything else is no line). */
export function lineList(value: unknown): PricedLine[] {
  return Array.isArray(value) ? value.filter(isRec) : [];
}

/** `FR20 — France standard`: how a tax is offered in the tax code select. */
export function taxLabel(tax: TaxOption): string {
  return tax.name ? `${tax.code} — ${tax.name}` : tax.code;
}

/** Tax records (code, rate, name) -> the taxes the price rules read; records without a code are left out. */
export function toTaxOptions(records: readonly Rec[]): TaxOption[] {
  return records.flatMap((r) => {
    const code = text(r.code);
    if (!code) return [];
    const rate = typeof r.rate === 'number' && Number.isFinite(r.rate) ? r.rate : 0;
    return [{ code, rate, ...(text(r.name) ? { name: String(r.name) } : {}) }];
  });
}

/** Column labels: the shape's x-field labels, plain English defaults otherwise. */
export const DEFAULT_LABELS = {
  asset: 'Asset',
  supplierRegistration: 'Supplier',
  taxCode: 'Tax code',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  discount: 'Discount',
  priceExclTax: 'Price excl. tax',
  priceInclTax: 'Price incl. tax',
  isFinanced: 'Financed',
  isPartExchange: 'Part exchange',
} as const;

export type LineLabels = Record<keyof typeof DEFAULT_LABELS, string>;

/**
 * The labels of a line's fields from the line schema (its properties' `x-field.label`), translated
 * by `t` (the labels are English texts, translation keys).
 */
export function lineLabels(itemSchema: JsonSchema | undefined, t: (key: string) => string = (key) => key): LineLabels {
  const props = itemSchema?.properties ?? {};
  const out = { ...DEFAULT_LABELS } as LineLabels;
  for (const key of Object.keys(out) as (keyof LineLabels)[]) {
    const label = (props[key]?.['x-field'] as { label?: unknown } | undefined)?.label;
    const text = key !== 'asset' && typeof label === 'string' && label ? label : out[key];
    out[key] = t(text);
  }
  return out;
}

/** What identifies the line's asset: its name (the asset's, else the line's) and registration or catalogue code. */
export function assetOf(line: PricedLine): { name?: string; reference?: string } {
  const asset = isRec(line.asset) ? line.asset : {};
  return {
    name: text(asset.name) ?? text(line.name),
    reference: text(asset.registration) ?? text(line.assetRegistration) ?? text(line.code),
  };
}

/** The name of a supplier among the record's persons (`include=persons` joins names), else its registration. */
export function supplierName(registration: unknown, record: Rec | undefined): string | undefined {
  const reg = text(registration);
  if (!reg) return undefined;
  const persons = Array.isArray(record?.persons) ? record.persons.filter(isRec) : [];
  const found = persons.find((p) => p.personRegistration === reg && text(p.name));
  return found ? `${String(found.name)} (${reg})` : reg;
}

/**
 * A new line from a catalogue item: its name, code, type, unit price, tax code, supplier and
 * currency; an item that is an Asset record also links the line to that asset. Priced at once.
 */
export function lineFromCatalog(item: CatalogItem, taxes: readonly TaxRate[]): PricedLine {
  const isAsset = item.entityName === 'Asset' && Boolean(item.registration);
  const line = newLine({
    asset: { registration: isAsset ? item.registration : null, name: item.name ?? null, type: item.type ?? null },
    ...(isAsset ? { assetRegistration: item.registration } : {}),
    name: item.name ?? null,
    code: item.code ?? null,
    unitPrice: item.unitPrice ?? null,
    taxCode: item.taxCode ?? null,
    supplierRegistration: item.supplierRegistration ?? null,
    ...(item.currency ? { currency: item.currency } : {}),
  });
  return priceLine(line, taxes);
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * A line edited in the line dialog, priced: a price typed there (the other inputs unchanged)
 * derives the discount like a price typed in the table; any other change prices the line again.
 */
export function repriceEdited(before: PricedLine, after: PricedLine, taxes: readonly TaxRate[]): PricedLine {
  const inputsSame = ['unitPrice', 'quantity', 'discount', 'taxCode'].every((k) => same(before[k], after[k]));
  if (inputsSame) {
    for (const field of ['priceInclTax', 'priceExclTax'] as const) {
      const value = after[field];
      if (!same(before[field], value) && typeof value === 'number') return typePrice(after, field, value, taxes);
    }
  }
  return priceLine(after, taxes);
}

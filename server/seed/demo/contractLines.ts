import { currencyDecimals } from '../../../engine/format/currencies.ts';
import { roundDecimals } from '../../../engine/format/round.ts';
import { financedAmountOf, priceLines, type PricedLine } from '../../../engine/finance/priceRules.ts';
import { catalogueItem, type CatalogueItem, type SupplierFamily } from './catalogue.ts';
import { COUNTRIES } from './countries.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Country, PlannedPerson, Rec, Ref } from './types.ts';

/** The asset lines of a contract, what they finance and what the contract keeps at its end. */
export interface DrawnLines {
  lines: Rec[];
  /** Catalogue items of the financed lines, in line order. */
  items: CatalogueItem[];
  /** Financed amount excl. tax as the contract computation derives it (engine/finance/priceRules). */
  financed: number;
}

/** Accessories sold with an item: [item code, accessory code]. */
const ACCESSORIES: Readonly<Record<string, string>> = { 'VAN-KANGOO-ETECH': 'RACKING-KIT', 'VAN-SPRINTER': 'RACKING-KIT', 'LAPTOP-LATITUDE': 'SERVER-R760' };

function quantity(plan: DemoPlan, it: CatalogueItem, business: boolean): number {
  const { rng } = plan;
  if (!business) return 1;
  if (it.code === 'LAPTOP-LATITUDE') return rng.int(4, 25);
  if (it.type === 'TRUCK' || it.type === 'TRAILER') return rng.int(1, 4);
  if (it.type === 'VEHICLE') return rng.int(1, 3);
  return rng.weighted([[1, 4], [2, 1]]);
}

function line(it: CatalogueItem, qty: number, discount: number, country: Country, supplier: Ref): Rec {
  return {
    code: it.code,
    name: it.name,
    asset: { name: it.name, type: it.type },
    unitPrice: it.unitPrice,
    quantity: qty,
    discount,
    taxCode: COUNTRIES[country].taxCode,
    currency: 'EUR',
    isFinanced: true,
    supplierRegistration: supplier,
  };
}

/**
 * Draws the asset lines of a client's contract from the catalogue codes it finances: a main item,
 * sometimes an accessory, and for a private client's car sometimes a trade-in (part exchange) that
 * lowers the financed amount. Each line names the item's supplier; the tax code is the client's
 * country standard VAT.
 */
export function drawLines(plan: DemoPlan, client: PlannedPerson, codes: readonly string[], suppliers: Record<SupplierFamily, PlannedPerson>): DrawnLines {
  const { rng } = plan;
  const business = client.type !== 'I';
  const main = catalogueItem(rng.pick(codes));
  const qty = quantity(plan, main, business);
  const discount = rng.pick([0, 0, 0.02, 0.03, 0.05]);
  const items = [main];
  const lines = [line(main, qty, discount, client.country, suppliers[main.family].key)];
  const accessory = ACCESSORIES[main.code];
  if (accessory && business && rng.chance(0.4)) {
    const it = catalogueItem(accessory);
    items.push(it);
    lines.push(line(it, it.code === 'SERVER-R760' ? 1 : qty, 0, client.country, suppliers[it.family].key));
  }
  if (!business && rng.chance(0.3)) {
    const value = rng.int(30, 110) * 100;
    lines.push({ name: 'Trade-in vehicle', asset: { name: 'Trade-in vehicle', type: 'VEHICLE' }, unitPrice: value, quantity: 1, discount: 0, taxCode: COUNTRIES[client.country].taxCode, currency: 'EUR', isFinanced: false, isPartExchange: true });
  }
  const financed = roundDecimals(financedAmountOf(priceLines(lines as PricedLine[], [])) ?? 0, currencyDecimals('EUR'));
  return { lines, items, financed };
}

/** The residual value of a lease: the items' residual share of the financed amount, in hundreds. */
export function residualValue(drawn: DrawnLines, lease: boolean): number {
  if (!lease) return 0;
  const share = Math.max(...drawn.items.map((i) => i.residualShare));
  return Math.floor((drawn.financed * share) / 100) * 100;
}

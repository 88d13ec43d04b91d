import { catalogueItem } from './catalogue.ts';
import { COUNTRIES } from './countries.ts';
import { addDays, monthsBetween } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { PlannedPerson, Rec, Ref } from './types.ts';

const ROAD = new Set(['VEHICLE', 'TRUCK', 'TRAILER']);
const TYPE_LABELS: Readonly<Record<string, string>> = {
  VEHICLE: 'Vehicle', TRUCK: 'Truck', TRAILER: 'Trailer', CONSTRUCTION: 'Construction equipment', AGRICULTURAL: 'Agricultural equipment',
  INDUSTRIAL: 'Industrial equipment', IT: 'IT equipment', MEDICAL: 'Medical equipment', OFFICE: 'Office equipment',
};

/** The asset status that goes with the contract's: ordered once approved, in service while it runs, sold or scrapped at its end. */
function assetStatus(plan: DemoPlan, contractStatus: string, startDate: string): string {
  const { rng } = plan;
  switch (contractStatus) {
    case 'APPROVED':
      return 'ORDERED';
    case 'TERMINATED':
      return rng.weighted([['SOLD', 3], ['SCRAPPED', 1]]);
    case 'SUSPENDED':
      return 'IN_SERVICE';
    default:
      return monthsBetween(startDate, plan.today) < 1 ? 'DELIVERED' : rng.weighted([['IN_SERVICE', 9], ['IN_MAINTENANCE', 1]]);
  }
}

/**
 * The Asset records of a contract's financed lines (one per line, with its quantity): supplier,
 * prices, delivery, and for road vehicles bought one at a time a VIN, a plate and the mileage.
 */
export function planContractAssets(plan: DemoPlan, contract: { key: Ref; status: string; startDate: string; lines: Rec[]; org: Ref; client: PlannedPerson }): Ref[] {
  const { rng } = plan;
  const refs: Ref[] = [];
  for (const l of contract.lines.filter((x) => !x.isPartExchange)) {
    const asset = l.asset as Rec;
    const type = String(asset.type);
    const item = catalogueItem(String(l.code));
    const status = assetStatus(plan, contract.status, contract.startDate);
    const delivered = status === 'ORDERED' ? null : addDays(contract.startDate, -rng.int(2, 12));
    const quantity = Number(l.quantity);
    const priceExclTax = Number(l.unitPrice) * quantity * (1 - Number(l.discount));
    const data: Rec = {
      name: quantity > 1 ? `${String(l.name)} (${quantity} units)` : l.name,
      description: `${String(l.name)} financed for ${contract.client.name}`,
      status,
      type,
      categories: [{ code: type, name: TYPE_LABELS[type] ?? type }],
      category: type,
      manufacturer: item.manufacturer,
      model: item.model,
      unitPrice: l.unitPrice,
      sourcePrice: l.unitPrice,
      quantity,
      discount: l.discount,
      priceExclTax,
      taxCode: l.taxCode,
      supplierRegistration: l.supplierRegistration,
      supplierCurrency: 'EUR',
      currency: 'EUR',
      invoiceNumber: delivered ? `F-${delivered.slice(0, 4)}-${rng.digits(5)}` : null,
      contractRegistration: contract.key,
      orgaRegistration: contract.org,
      year: Number((delivered ?? plan.today).slice(0, 4)),
      deliveryDate: delivered,
    };
    if (ROAD.has(type) && quantity === 1) {
      data.identificationNumber = rng.vin();
      if (delivered) {
        data.auto = { registrationDate: delivered, licenceNumber: rng.fromPattern(COUNTRIES[contract.client.country].plate) };
        data.usage = Math.max(0, monthsBetween(delivered, plan.today)) * rng.int(8, 40) * 100;
      }
    }
    refs.push(plan.create('Asset', plan.ref('asset'), data));
  }
  return refs;
}

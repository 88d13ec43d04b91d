import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

type Rec = Record<string, unknown>;

/** Demo persons by name -> registration (as created by the first start). */
export type PersonIndex = Map<string, string>;

const SUPPLIER = 'Nordlease Equipment GmbH';
const LENDER = 'Tabula Demo Lending';

/** The lender's asset catalogue: what the search-assets modal of a contract finds. */
const CATALOG: Rec[] = [
  { code: 'VAN-KANGOO-ETECH', name: 'Renault Kangoo E-Tech van', type: 'VEHICLE', manufacturer: 'Renault', model: 'Kangoo E-Tech', unitPrice: 36900, taxCode: 'FR20' },
  { code: 'CAR-E208', name: 'Peugeot e-208 GT', type: 'VEHICLE', manufacturer: 'Peugeot', model: 'e-208', unitPrice: 34500, taxCode: 'FR20' },
  { code: 'CAR-MODEL3', name: 'Tesla Model 3 Long Range', type: 'VEHICLE', manufacturer: 'Tesla', model: 'Model 3', unitPrice: 44990, taxCode: 'FR20' },
  { code: 'VAN-SPRINTER', name: 'Mercedes-Benz Sprinter 315 CDI', type: 'VEHICLE', manufacturer: 'Mercedes-Benz', model: 'Sprinter', unitPrice: 48500, taxCode: 'ES21' },
  { code: 'TRUCK-FH500', name: 'Volvo FH 500 tractor unit', type: 'TRUCK', manufacturer: 'Volvo', model: 'FH 500', unitPrice: 118000, taxCode: 'ES21' },
  { code: 'TRAILER-SCHMITZ', name: 'Schmitz Cargobull curtainsider trailer', type: 'TRAILER', manufacturer: 'Schmitz Cargobull', model: 'S.CS', unitPrice: 39500, taxCode: 'ES21' },
  { code: 'FORKLIFT-LINDE-E20', name: 'Linde E20 electric forklift', type: 'INDUSTRIAL', manufacturer: 'Linde', model: 'E20', unitPrice: 28400, taxCode: 'ES21' },
  { code: 'CNC-DMG-CMX', name: 'DMG Mori CMX 600 V machining centre', type: 'INDUSTRIAL', manufacturer: 'DMG Mori', model: 'CMX 600 V', unitPrice: 189000, taxCode: 'DE19' },
  { code: 'LAPTOP-LATITUDE', name: 'Dell Latitude 5450 laptop', type: 'IT', manufacturer: 'Dell', model: 'Latitude 5450', unitPrice: 1390, taxCode: 'FR20' },
  { code: 'RACKING-KIT', name: 'Van racking kit', type: 'OFFICE', manufacturer: 'Sortimo', model: 'Globelyst', unitPrice: 2450, taxCode: 'FR20' },
  { code: 'ULTRASOUND-LOGIQ', name: 'GE Logiq E10 ultrasound system', type: 'MEDICAL', manufacturer: 'GE HealthCare', model: 'Logiq E10', unitPrice: 96000, taxCode: 'LT21' },
  { code: 'EXCAVATOR-CAT-320', name: 'Caterpillar 320 excavator', type: 'CONSTRUCTION', manufacturer: 'Caterpillar', model: '320', unitPrice: 212000, taxCode: 'FR20' },
];

const item = (code: string) => CATALOG.find((c) => c.code === code) as Rec;

/** An asset line from the catalogue; the server prices it. */
const line = (code: string, quantity = 1, extra: Rec = {}): Rec => {
  const it = item(code);
  return { asset: { name: it.name, type: it.type }, unitPrice: it.unitPrice, quantity, discount: 0, taxCode: it.taxCode, isFinanced: true, ...extra };
};

/** The transitions each demo status is reached by (contract workflow), with the dates they happened. */
const PATHS: Record<string, string[]> = {
  DRAFT: [],
  STUDY: ['STUDY'],
  APPROVED: ['STUDY', 'APPROVED'],
  REJECTED: ['STUDY', 'REJECTED'],
  ACTIVE: ['STUDY', 'APPROVED', 'ACTIVE'],
  SUSPENDED: ['STUDY', 'APPROVED', 'ACTIVE', 'SUSPENDED'],
  TERMINATED: ['STUDY', 'APPROVED', 'ACTIVE', 'TERMINATED'],
  CANCELLED: ['CANCELLED'],
};

interface DemoContract {
  client: string;
  status: keyof typeof PATHS;
  terms: Rec;
  lines: Rec[];
}

const CONTRACTS: DemoContract[] = [
  { client: 'Atelier Lumière SAS', status: 'ACTIVE', terms: { name: 'Delivery vans Paris', type: 'LEASE', currency: 'EUR', startDate: '2025-03-01', duration: 48, periodicity: '30', rate: 0.049, residualValue: 12000 }, lines: [line('VAN-KANGOO-ETECH', 2), line('RACKING-KIT', 2)] },
  { client: 'Transportes Iberia SL', status: 'ACTIVE', terms: { name: 'Volvo FH fleet renewal', type: 'FINANCIAL_LEASE', currency: 'EUR', startDate: '2025-06-15', duration: 60, periodicity: '30', rate: 0.056, residualValue: 15000 }, lines: [line('TRUCK-FH500'), line('TRAILER-SCHMITZ')] },
  { client: 'Claire Martin', status: 'APPROVED', terms: { name: 'Peugeot e-208 for Claire Martin', type: 'CREDIT', currency: 'EUR', startDate: '2026-12-01', duration: 48, periodicity: '30', rate: 0.069 }, lines: [line('CAR-E208', 1, { discount: 0.06 })] },
  { client: 'Tomas Petrauskas', status: 'STUDY', terms: { name: 'Ultrasound for the Vilnius practice', type: 'LEASE', currency: 'EUR', startDate: '2027-01-01', duration: 36, periodicity: '90', rate: 0.052 }, lines: [line('ULTRASOUND-LOGIQ')] },
  { client: 'Atelier Lumière SAS', status: 'DRAFT', terms: { name: 'Studio laptops', type: 'RENTAL', currency: 'EUR', startDate: '2027-01-15', duration: 36, periodicity: '30', rate: 0.039, paymentTiming: 'ADVANCE' }, lines: [line('LAPTOP-LATITUDE', 10, { discount: 0.08 })] },
  { client: 'Transportes Iberia SL', status: 'ACTIVE', terms: { name: 'Warehouse forklift', type: 'LOAN', currency: 'EUR', startDate: '2025-11-01', duration: 24, periodicity: '30', rate: 0.045 }, lines: [line('FORKLIFT-LINDE-E20'), { asset: { name: 'Used forklift (trade-in)', type: 'INDUSTRIAL' }, unitPrice: 6500, quantity: 1, taxCode: 'ES21', isFinanced: false, isPartExchange: true }] },
  { client: 'Atelier Lumière SAS', status: 'SUSPENDED', terms: { name: 'CNC machining centre', type: 'OPERATING_LEASE', currency: 'EUR', startDate: '2024-09-01', duration: 60, periodicity: '30', rate: 0.061, paymentTiming: 'ADVANCE', residualValue: 18900 }, lines: [line('CNC-DMG-CMX')] },
  { client: 'Claire Martin', status: 'TERMINATED', terms: { name: 'Tesla Model 3 lease', type: 'LEASE', currency: 'EUR', startDate: '2023-05-01', duration: 36, periodicity: '30', rate: 0.039, residualValue: 19500, endDate: '2026-05-01' }, lines: [line('CAR-MODEL3')] },
  { client: 'Tomas Petrauskas', status: 'REJECTED', terms: { name: 'Working capital loan', type: 'LOAN', currency: 'EUR', startDate: '2026-10-01', duration: 12, periodicity: '30', rate: 0.089, quotations: [{ financialProduct: 'LOAN', financedAmountExclTax: 5000 }] }, lines: [] },
  { client: 'Transportes Iberia SL', status: 'CANCELLED', terms: { name: 'Sprinter vans Madrid', type: 'LEASE', currency: 'EUR', startDate: '2026-09-01', duration: 48, periodicity: '30', rate: 0.051 }, lines: [line('VAN-SPRINTER', 3, { discount: 0.04 })] },
  { client: 'Atelier Lumière SAS', status: 'STUDY', terms: { name: 'Excavator for the Lyon site', type: 'HIRE_PURCHASE', currency: 'EUR', startDate: '2027-02-01', duration: 72, periodicity: '180', rate: 0.058, amortizationMethod: 'CONSTANT_PRINCIPAL' }, lines: [line('EXCAVATOR-CAT-320')] },
];

/** Transition dates: each step 10 days after the previous one, from 30 days before the start. */
function stepDate(start: string, step: number): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 30 + step * 10);
  return d.toISOString().slice(0, 10);
}

/**
 * The demo lender's financing: its asset catalogue (supplied by the demo supplier) and contracts
 * of the demo clients in every status of the contract workflow, with asset lines, suppliers,
 * clients and the plans and cashflows the server computes. Deterministic: fixed names and dates.
 * A status is reached as the workflow would (each step a TRANSITION in the History).
 */
export async function seedDemoFinancing(ctx: AppContext, q: Queryable, persons: PersonIndex): Promise<void> {
  const { store, registry } = ctx;
  if (!registry.has('Contract') || !registry.has('AssetCatalogItem')) return;
  const supplier = persons.get(SUPPLIER) ?? null;
  const lender = persons.get(LENDER) ?? null;
  for (const entry of CATALOG) {
    await store.create(q, registry.get('AssetCatalogItem'), { ...entry, status: 'ACTIVE', catalogName: null, currency: 'EUR', supplierRegistration: supplier, startDate: '2025-01-01' }, { username: 'system' });
  }
  const contract = registry.get('Contract');
  for (const c of CONTRACTS) {
    const client = persons.get(c.client);
    const lines = c.lines.map((l) => (l.isPartExchange ? l : { ...l, supplierRegistration: supplier }));
    const created = await store.create(
      q,
      contract,
      {
        ...c.terms,
        status: 'DRAFT',
        orgaRegistration: lender,
        persons: client ? [{ role: 'CLIENT', personRegistration: client, name: c.client }] : [],
        assets: lines,
        ...(c.terms.quotations ? {} : { quotations: [{ financialProduct: c.terms.type === 'LOAN' || c.terms.type === 'CREDIT' ? 'LOAN' : 'LEASE' }] }),
      },
      { username: 'system' },
    );
    const steps = PATHS[c.status];
    for (const [i, status] of steps.entries()) {
      const patch: Rec = { status };
      if (status === 'ACTIVE') patch.signatureDate = stepDate(String(c.terms.startDate), i);
      await store.update(q, contract, String(created.registration), patch, { username: 'system', workflow: true });
    }
  }
}

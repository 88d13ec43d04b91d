import type { AppContext } from '../../context.ts';
import { workflowScriptName } from '../../../engine/workflow/workflowScriptName.ts';
import { addMonths } from './dates.ts';
import { demoLessors, readRows, writeRecords, type DemoStepOptions } from './demoRecords.ts';
import type { Rec } from './types.ts';

/**
 * The lender's catalogues besides the asset catalogue (docs/demo-data.md#catalogues): the
 * amendments it offers on its contracts, the services sold with its assets, its financing products
 * and the elements its contracts are made of. Owned by the group (the French company), in English
 * (back-office reference data); each in every status of its list (mostly ACTIVE).
 */

/** [status, type, code, name, contract types, fee, months since it started, months it ended ago (archived/inactive)]. */
const AMENDMENTS: readonly (readonly [string, string, string, string, string[], number, number, number | null])[] = [
  ['ACTIVE', 'RESCHEDULING', 'AMD-HOLIDAY', 'Payment holiday (up to 3 months)', ['LEASE', 'FINANCIAL_LEASE', 'LOAN', 'HIRE_PURCHASE'], 150, 30, null],
  ['ACTIVE', 'RESCHEDULING', 'AMD-DUEDATE', 'Change of the instalment due date', ['LEASE', 'FINANCIAL_LEASE', 'OPERATING_LEASE', 'LOAN', 'RENTAL'], 50, 30, null],
  ['ACTIVE', 'EARLY_TERMINATION', 'AMD-EARLY-END', 'Early termination with settlement', ['LEASE', 'FINANCIAL_LEASE', 'LOAN', 'HIRE_PURCHASE'], 250, 30, null],
  ['ACTIVE', 'TRANSFER', 'AMD-TRANSFER', 'Transfer of the contract to a new lessee', ['LEASE', 'FINANCIAL_LEASE', 'OPERATING_LEASE'], 400, 24, null],
  ['ACTIVE', 'ASSET_CHANGE', 'AMD-ASSET-SWAP', 'Substitution of a financed asset', ['LEASE', 'OPERATING_LEASE', 'RENTAL'], 200, 24, null],
  ['ACTIVE', 'EXTENSION', 'AMD-EXTEND-12', 'Term extension up to 12 months', ['LEASE', 'OPERATING_LEASE', 'RENTAL'], 100, 18, null],
  ['INACTIVE', 'RATE_CHANGE', 'AMD-RATE-REVIEW', 'Rate revision of variable-rate loans', ['LOAN'], 0, 36, 6],
  ['DRAFT', 'RESCHEDULING', 'AMD-SEASONAL', 'Seasonal schedule for agricultural clients', ['HIRE_PURCHASE', 'LOAN'], 120, -1, null],
  ['ARCHIVED', 'EXTENSION', 'AMD-EXTEND-RV', 'Extension at the residual value (former offer)', ['LEASE'], 80, 48, 20],
];

/** [status, type, code, name, catalog, unit price, periodicity (days), supplier family (name part), tax]. */
const SERVICES: readonly (readonly [string, string, string, string, string | null, number, string, string | null, string])[] = [
  ['ACTIVE', 'MAINTENANCE', 'SRV-MAINT-VAN', 'Full maintenance of light vehicles', 'AUTOVISTA', 89, '30', 'Automobiles', 'FR20'],
  ['ACTIVE', 'MAINTENANCE', 'SRV-MAINT-TRUCK', 'Maintenance contract of tractor units', 'AUTOVISTA', 420, '30', 'Industriales', 'ES21'],
  ['ACTIVE', 'INSURANCE', 'SRV-INS-FLEET', 'Fleet insurance (all risks)', null, 1150, '365', null, 'EXEMPT'],
  ['ACTIVE', 'TYRES', 'SRV-TYRES-4S', 'Four-season tyres, replacement included', 'AUTOBIZ', 24, '30', 'Automobiles', 'FR20'],
  ['ACTIVE', 'FUEL_CARD', 'SRV-FUELCARD', 'Fuel and charging card', null, 6, '30', null, 'FR20'],
  ['ACTIVE', 'REPLACEMENT_VEHICLE', 'SRV-REPLACE', 'Replacement vehicle within 24 hours', 'AUTOVISTA', 19, '30', 'Automobiles', 'FR20'],
  ['ACTIVE', 'ASSISTANCE', 'SRV-ASSIST-MED', 'On-site assistance for medical equipment', 'LECTURA', 310, '90', 'Elettromedicali', 'IT22'],
  ['ACTIVE', 'TRACKING', 'SRV-TRACK-MACH', 'Telematics and tracking of machines', 'LECTURA', 35, '30', 'Werkzeugmaschinen', 'DE19'],
  ['DRAFT', 'MAINTENANCE', 'SRV-MAINT-IT', 'On-site repair of IT equipment (next business day)', null, 12, '30', 'Informatiques', 'FR20'],
  ['INACTIVE', 'ASSISTANCE', 'SRV-ASSIST-EU', 'European roadside assistance (former partner)', 'CARTELL', 9, '30', null, 'FR20'],
  ['ARCHIVED', 'TYRES', 'SRV-TYRES-WINTER', 'Winter tyres (seasonal swap)', 'AUTOBIZ', 18, '30', 'Automobiles', 'DE19'],
];

/** [status, type, code, financial product, name, fee (unit price), tax]. */
const PRODUCTS: readonly (readonly [string, string, string, string, string, number, string])[] = [
  ['ACTIVE', 'LEASE', 'PCI-LEASE-VEH', 'LEASE', 'Vehicle lease with purchase option', 0, 'FR20'],
  ['ACTIVE', 'LEASE', 'PCI-LEASE-EQUIP', 'LEASE', 'Equipment lease for professionals', 0, 'FR20'],
  ['ACTIVE', 'RENTAL', 'PCI-LLD', 'RENTAL', 'Long-term rental with services', 0, 'FR20'],
  ['ACTIVE', 'LOAN', 'PCI-LOAN-EQUIP', 'LOAN', 'Equipment loan', 0, 'EXEMPT'],
  ['ACTIVE', 'LOAN', 'PCI-HP-AGRI', 'HIRE_PURCHASE', 'Hire purchase of agricultural and construction machines', 0, 'EXEMPT'],
  ['ACTIVE', 'SERVICE', 'PCI-INS-CREDIT', 'INSURANCE', 'Credit insurance (death, disability)', 9.5, 'EXEMPT'],
  ['ACTIVE', 'SERVICE', 'PCI-MAINT-PACK', 'MAINTENANCE', 'Maintenance package', 49, 'FR20'],
  ['DRAFT', 'LOAN', 'PCI-CREDIT-LINE', 'CREDIT_LINE', 'Revolving credit line for dealers (floor plan)', 0, 'EXEMPT'],
  ['INACTIVE', 'RENTAL', 'PCI-RENT-IT', 'RENTAL', 'IT equipment rental (evergreen)', 0, 'FR20'],
  ['ARCHIVED', 'LEASE', 'PCI-LEASE-OLD', 'LEASE', 'Vehicle lease (2019 offer)', 0, 'FR20'],
];

/** [status, type, code, name, payable/receivable, periodicity, amount, tax, accounting code]. */
const ELEMENTS: readonly (readonly [string, string, string, string, string, string | null, number, string, string])[] = [
  ['ACTIVE', 'ASSET', 'PEC-RENT', 'Rent of the financed asset', 'R', '30', 0, 'FR20', '706100'],
  ['ACTIVE', 'ASSET', 'PEC-PRINCIPAL', 'Principal repayment', 'R', '30', 0, 'EXEMPT', '274100'],
  ['ACTIVE', 'FEE', 'PEC-FILE-FEE', 'File fee', 'R', null, 250, 'FR20', '706200'],
  ['ACTIVE', 'FEE', 'PEC-LATE-FEE', 'Late payment fee', 'R', null, 40, 'EXEMPT', '763100'],
  ['ACTIVE', 'INSURANCE', 'PEC-INS-PREMIUM', 'Insurance premium', 'R', '30', 0, 'EXEMPT', '706300'],
  ['ACTIVE', 'INSURANCE', 'PEC-INS-INSURER', 'Premium paid to the insurer', 'P', '30', 0, 'EXEMPT', '401300'],
  ['ACTIVE', 'SERVICE', 'PEC-MAINT', 'Maintenance service', 'R', '30', 0, 'FR20', '706400'],
  ['ACTIVE', 'SERVICE', 'PEC-MAINT-SUPPLIER', 'Maintenance paid to the supplier', 'P', '30', 0, 'FR20', '401400'],
  ['ACTIVE', 'TAX', 'PEC-REG-TAX', 'Vehicle registration tax', 'R', null, 0, 'EXEMPT', '445800'],
  ['DRAFT', 'FEE', 'PEC-AMEND-FEE', 'Amendment fee', 'R', null, 150, 'FR20', '706500'],
  ['INACTIVE', 'FEE', 'PEC-SDD-RETURN', 'Returned direct debit fee (former rate)', 'R', null, 25, 'EXEMPT', '763200'],
  ['ARCHIVED', 'SERVICE', 'PEC-GPS', 'GPS tracking box (discontinued)', 'R', '30', 15, 'FR20', '706600'],
];

/** Writes the four catalogues; answers how many records each got. */
export async function seedCatalogues(ctx: AppContext, opts: DemoStepOptions): Promise<Record<string, number>> {
  const { today } = opts;
  const since = (months: number) => addMonths(today, -months).slice(0, 8) + '01';
  const until = (months: number | null) => (months === null ? null : addMonths(today, -months).slice(0, 8) + '01');
  return ctx.db.withTenant(opts.tenant, async (q) => {
    const group = (await demoLessors(ctx, q)).get('FR')?.registration ?? null;
    const suppliers = (await readRows(ctx, q, 'Person', `data -> 'roles' @> '[{"role":"SUPPLIER"}]'`)).map((r) => ({ registration: r.registration, name: String(r.data.name) }));
    const supplier = (part: string | null) => (part ? (suppliers.find((s) => s.name.includes(part))?.registration ?? null) : null);
    const common = { orgaRegistration: group, currency: 'EUR' };
    const amendments = AMENDMENTS.map(([status, type, code, name, contractTypes, fee, started, ended]): Rec => ({
      ...common, status, type, code, name, contractTypes, fee, workflowName: workflowScriptName('Amendment'), startDate: since(started), endDate: until(ended),
      financialProducts: [...new Set(contractTypes.map((t) => (t === 'LOAN' ? 'LOAN' : t === 'HIRE_PURCHASE' ? 'HIRE_PURCHASE' : t === 'RENTAL' ? 'RENTAL' : 'LEASE')))],
      description: `${name}: offered on request of the client, subject to the approval of a credit analyst; fee ${fee} EUR excl. tax.`,
    }));
    const services = SERVICES.map(([status, type, code, name, catalogName, unitPrice, periodicity, family, taxCode], i): Rec => ({
      ...common, status, type, code, name, catalogName, unitPrice, periodicity, taxCode, supplierRegistration: supplier(family),
      startDate: since(36 - i), endDate: status === 'INACTIVE' || status === 'ARCHIVED' ? since(3 + i) : null,
      description: `${name}, sold with the lender's contracts and invoiced with the instalments.`,
    }));
    const products = PRODUCTS.map(([status, type, code, financialProduct, name, unitPrice, taxCode], i): Rec => ({
      ...common, status, type, code, financialProduct, name, unitPrice, taxCode, supplierRegistration: type === 'SERVICE' ? supplier('Automobiles') : null,
      startDate: since(40 - 2 * i), endDate: status === 'INACTIVE' || status === 'ARCHIVED' ? since(2 + i) : null,
      description: `${name}: offer of the product catalogue, priced by the product tables of its financial product.`,
    }));
    const elements = ELEMENTS.map(([status, type, code, name, pr, periodicity, amount, taxCode, accountingCode], i): Rec => ({
      ...common, status, type, code, name, pr, periodicity, amount, taxCode, accountingCode,
      startDate: since(40 - i), endDate: status === 'INACTIVE' || status === 'ARCHIVED' ? since(1 + i) : null,
      description: `${name} (${pr === 'P' ? 'payable' : 'receivable'}), booked on account ${accountingCode}.`,
    }));
    return {
      AmendmentCatalogItem: (await writeRecords(ctx, q, 'AmendmentCatalogItem', amendments, opts)).length,
      AssetServiceCatalogItem: (await writeRecords(ctx, q, 'AssetServiceCatalogItem', services, opts)).length,
      ProductCatalogItem: (await writeRecords(ctx, q, 'ProductCatalogItem', products, opts)).length,
      ProductElementCatalogItem: (await writeRecords(ctx, q, 'ProductElementCatalogItem', elements, opts)).length,
    };
  });
}

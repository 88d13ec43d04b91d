import type { Rec } from './types.ts';

/** The supplier families of the catalogue: each item is sold by the demo supplier of its family. */
export type SupplierFamily = 'vehicles' | 'trucks' | 'machines' | 'medical' | 'it' | 'construction' | 'catering';

/** An item of the lender's asset catalogue (AssetCatalogItem), and who supplies it. */
export interface CatalogueItem {
  code: string;
  name: string;
  type: string;
  manufacturer: string;
  model: string;
  unitPrice: number;
  taxCode: string;
  family: SupplierFamily;
  /** Share of the price a lease keeps as residual value at its end (0: none). */
  residualShare: number;
}

const item = (code: string, name: string, type: string, manufacturer: string, model: string, unitPrice: number, taxCode: string, family: SupplierFamily, residualShare: number): CatalogueItem => ({
  code, name, type, manufacturer, model, unitPrice, taxCode, family, residualShare,
});

/** The lender's catalogue: what the search-assets modal of a contract finds (list prices excl. tax, EUR). */
export const CATALOGUE: readonly CatalogueItem[] = [
  item('VAN-KANGOO-ETECH', 'Renault Kangoo E-Tech van', 'VEHICLE', 'Renault', 'Kangoo E-Tech', 36900, 'FR20', 'vehicles', 0.3),
  item('CAR-E208', 'Peugeot e-208 GT', 'VEHICLE', 'Peugeot', 'e-208', 34500, 'FR20', 'vehicles', 0.35),
  item('CAR-MODEL3', 'Tesla Model 3 Long Range', 'VEHICLE', 'Tesla', 'Model 3', 44990, 'FR20', 'vehicles', 0.35),
  item('CAR-ID4', 'Volkswagen ID.4 Pro', 'VEHICLE', 'Volkswagen', 'ID.4', 47900, 'DE19', 'vehicles', 0.35),
  item('VAN-SPRINTER', 'Mercedes-Benz Sprinter 315 CDI', 'VEHICLE', 'Mercedes-Benz', 'Sprinter', 48500, 'ES21', 'trucks', 0.25),
  item('TRUCK-FH500', 'Volvo FH 500 tractor unit', 'TRUCK', 'Volvo', 'FH 500', 118000, 'ES21', 'trucks', 0.2),
  item('TRUCK-ACTROS', 'Mercedes-Benz Actros 1845 tractor unit', 'TRUCK', 'Mercedes-Benz', 'Actros 1845', 112500, 'DE19', 'trucks', 0.2),
  item('TRAILER-SCHMITZ', 'Schmitz Cargobull curtainsider trailer', 'TRAILER', 'Schmitz Cargobull', 'S.CS', 39500, 'ES21', 'trucks', 0.15),
  item('FORKLIFT-LINDE-E20', 'Linde E20 electric forklift', 'INDUSTRIAL', 'Linde', 'E20', 28400, 'ES21', 'machines', 0.1),
  item('CNC-DMG-CMX', 'DMG Mori CMX 600 V machining centre', 'INDUSTRIAL', 'DMG Mori', 'CMX 600 V', 189000, 'DE19', 'machines', 0.1),
  item('LASER-TRUMPF', 'TRUMPF TruLaser 3030 fiber cutting machine', 'INDUSTRIAL', 'TRUMPF', 'TruLaser 3030', 245000, 'DE19', 'machines', 0.1),
  item('LAPTOP-LATITUDE', 'Dell Latitude 5450 laptop', 'IT', 'Dell', 'Latitude 5450', 1390, 'FR20', 'it', 0),
  item('SERVER-R760', 'Dell PowerEdge R760 server', 'IT', 'Dell', 'PowerEdge R760', 14800, 'FR20', 'it', 0),
  item('RACKING-KIT', 'Van racking kit', 'OFFICE', 'Sortimo', 'Globelyst', 2450, 'FR20', 'vehicles', 0),
  item('ULTRASOUND-LOGIQ', 'GE Logiq E10 ultrasound system', 'MEDICAL', 'GE HealthCare', 'Logiq E10', 96000, 'LT21', 'medical', 0.05),
  item('XRAY-MULTIX', 'Siemens Healthineers Multix Impact X-ray system', 'MEDICAL', 'Siemens Healthineers', 'Multix Impact', 128000, 'IT22', 'medical', 0.05),
  item('DENTAL-PLANMECA', 'Planmeca Compact i5 dental unit', 'MEDICAL', 'Planmeca', 'Compact i5', 42000, 'IT22', 'medical', 0.05),
  item('EXCAVATOR-CAT-320', 'Caterpillar 320 excavator', 'CONSTRUCTION', 'Caterpillar', '320', 212000, 'FR20', 'construction', 0.25),
  item('LOADER-VOLVO-L60', 'Volvo L60H wheel loader', 'CONSTRUCTION', 'Volvo CE', 'L60H', 158000, 'FR20', 'construction', 0.25),
  item('TRACTOR-JD-6R', 'John Deere 6R 150 tractor', 'AGRICULTURAL', 'John Deere', '6R 150', 146000, 'FR20', 'construction', 0.2),
  item('OVEN-RATIONAL', 'Rational iCombi Pro 10-1/1 combi oven', 'OFFICE', 'Rational', 'iCombi Pro 10-1/1', 16900, 'IT22', 'catering', 0),
];

export function catalogueItem(code: string): CatalogueItem {
  const found = CATALOGUE.find((c) => c.code === code);
  if (!found) throw new Error(`no catalogue item ${code}`);
  return found;
}

/** The AssetCatalogItem record of an item, with its supplier (a reference). */
export function catalogueRecord(it: CatalogueItem, supplier: string, startDate: string): Rec {
  return {
    code: it.code,
    name: it.name,
    type: it.type,
    manufacturer: it.manufacturer,
    model: it.model,
    category: it.type,
    unitPrice: it.unitPrice,
    taxCode: it.taxCode,
    status: 'ACTIVE',
    catalogName: null,
    currency: 'EUR',
    supplierRegistration: supplier,
    startDate,
  };
}

import type { City } from './countries.ts';
import type { DemoPlan } from './DemoPlan.ts';
import { frenchSiren, frenchSiret, frenchVat, germanHrb, germanVat, italianVat, spanishCif } from './identifiers.ts';
import type { Country, Rec } from './types.ts';

/** How a company is registered: its person registration (type + number), the registrations table, the register entry. */
export interface CompanyIdentity {
  registration: string;
  registrations: Rec[];
  vatNumber: string;
  registrationInfo: string;
  siret?: string;
}

const item = (type: string, number: string, extra: Rec = {}): Rec => ({ type, number, ...extra });

/**
 * The identifiers of a company registered in `city`: France SIREN (person registration SIR...),
 * SIRET and VAT; Germany Handelsregister entry (DEU...) and USt-IdNr.; Spain CIF (CIF...) with
 * the province of the city; Italy partita IVA (ITA...). `entity` is the CIF letter (A: S.A., B: S.L.).
 */
export function companyIdentity(plan: DemoPlan, country: Country, city: City, entity: 'A' | 'B' = 'B'): CompanyIdentity {
  const { rng } = plan;
  const verified = { verified: true, verificationType: 'REGISTER' };
  switch (country) {
    case 'FR': {
      const siren = plan.unique('registration', () => `SIR${frenchSiren(rng)}`).slice(3);
      return {
        registration: `SIR${siren}`,
        registrations: [item('SIR', siren, verified), item('VAT', frenchVat(siren))],
        vatNumber: frenchVat(siren),
        registrationInfo: `RCS ${city.name} ${siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}`,
        siret: frenchSiret(siren, rng.int(1, 99)),
      };
    }
    case 'DE': {
      const hrb = plan.unique('registration', () => `DEU${germanHrb(rng)}`).slice(3);
      const vat = germanVat(rng);
      return {
        registration: `DEU${hrb}`,
        registrations: [item('DEU', hrb, { ...verified, deliveredBy: `Amtsgericht ${city.name}` }), item('VAT', vat)],
        vatNumber: vat,
        registrationInfo: `Amtsgericht ${city.name} HRB ${hrb.slice(3)}`,
      };
    }
    case 'ES': {
      const cif = plan.unique('registration', () => `CIF${spanishCif(rng, entity, city.zipcode.slice(0, 2))}`).slice(3);
      return {
        registration: `CIF${cif}`,
        registrations: [item('CIF', cif, verified), item('VAT', `ES${cif}`)],
        vatNumber: `ES${cif}`,
        registrationInfo: `Registro Mercantil de ${city.name}`,
      };
    }
    case 'IT': {
      const piva = plan.unique('registration', () => `ITA${italianVat(rng)}`).slice(3);
      return {
        registration: `ITA${piva}`,
        registrations: [item('ITA', piva, verified), item('VAT', `IT${piva}`)],
        vatNumber: `IT${piva}`,
        registrationInfo: `Registro Imprese di ${city.name}`,
      };
    }
  }
}

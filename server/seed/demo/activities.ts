import type { Country } from './types.ts';

/** A line of business of the demo clients: how companies in it are named and what they finance. */
export interface Activity {
  key: string;
  /** NACE section (activityCode list) and class. */
  section: string;
  naceCode: string;
  /** The `sector` list code. */
  sector: string;
  /** A word naming such a business in each country's language: `Transports Martin SAS`. */
  words: Readonly<Record<Country, string>>;
  /** Catalogue codes such a client finances. */
  assets: readonly string[];
  /** Contract types such a client signs. */
  contractTypes: readonly string[];
}

const words = (FR: string, DE: string, ES: string, IT: string) => ({ FR, DE, ES, IT });

export const ACTIVITIES: readonly Activity[] = [
  { key: 'transport', section: 'H', naceCode: '49.41', sector: 'TRANSPORT', words: words('Transports', 'Spedition', 'Transportes', 'Trasporti'), assets: ['TRUCK-FH500', 'TRUCK-ACTROS', 'TRAILER-SCHMITZ', 'VAN-SPRINTER'], contractTypes: ['FINANCIAL_LEASE', 'LEASE', 'LOAN'] },
  { key: 'construction', section: 'F', naceCode: '43.99', sector: 'CONSTRUCTION', words: words('Bâtiment', 'Bau', 'Construcciones', 'Costruzioni'), assets: ['EXCAVATOR-CAT-320', 'LOADER-VOLVO-L60', 'VAN-KANGOO-ETECH'], contractTypes: ['FINANCIAL_LEASE', 'HIRE_PURCHASE', 'LOAN'] },
  { key: 'manufacturing', section: 'C', naceCode: '25.62', sector: 'INDUSTRY', words: words('Mécanique', 'Maschinenbau', 'Mecanizados', 'Meccanica'), assets: ['CNC-DMG-CMX', 'LASER-TRUMPF', 'FORKLIFT-LINDE-E20'], contractTypes: ['FINANCIAL_LEASE', 'OPERATING_LEASE', 'LOAN'] },
  { key: 'logistics', section: 'H', naceCode: '52.10', sector: 'TRANSPORT', words: words('Logistique', 'Logistik', 'Logística', 'Logistica'), assets: ['FORKLIFT-LINDE-E20', 'VAN-SPRINTER', 'VAN-KANGOO-ETECH'], contractTypes: ['OPERATING_LEASE', 'RENTAL', 'LEASE'] },
  { key: 'health', section: 'Q', naceCode: '86.22', sector: 'HEALTHCARE', words: words('Clinique', 'Praxisklinik', 'Clínica', 'Clinica'), assets: ['ULTRASOUND-LOGIQ', 'XRAY-MULTIX', 'DENTAL-PLANMECA'], contractTypes: ['LEASE', 'FINANCIAL_LEASE', 'LOAN'] },
  { key: 'digital', section: 'J', naceCode: '62.02', sector: 'TECHNOLOGY', words: words('Informatique', 'IT-Systeme', 'Informática', 'Informatica'), assets: ['LAPTOP-LATITUDE', 'SERVER-R760'], contractTypes: ['RENTAL', 'OPERATING_LEASE'] },
  { key: 'catering', section: 'I', naceCode: '56.10', sector: 'CONSUMER', words: words('Restauration', 'Gastronomie', 'Restauración', 'Ristorazione'), assets: ['OVEN-RATIONAL', 'VAN-KANGOO-ETECH'], contractTypes: ['LEASE', 'RENTAL', 'LOAN'] },
  { key: 'agriculture', section: 'A', naceCode: '01.11', sector: 'AGRICULTURE', words: words('Agricole', 'Agrar', 'Agrícola', 'Agricola'), assets: ['TRACTOR-JD-6R', 'LOADER-VOLVO-L60'], contractTypes: ['HIRE_PURCHASE', 'LOAN', 'FINANCIAL_LEASE'] },
  { key: 'services', section: 'N', naceCode: '81.21', sector: 'SERVICES', words: words('Services', 'Dienstleistungen', 'Servicios', 'Servizi'), assets: ['VAN-KANGOO-ETECH', 'CAR-ID4', 'CAR-E208', 'LAPTOP-LATITUDE'], contractTypes: ['LEASE', 'RENTAL', 'OPERATING_LEASE'] },
];

/** Professions of the professional persons (type P), with what they finance. */
export const PROFESSIONS: readonly { job: string; section: string; assets: readonly string[]; contractTypes: readonly string[] }[] = [
  { job: 'Dentist', section: 'Q', assets: ['DENTAL-PLANMECA', 'LAPTOP-LATITUDE'], contractTypes: ['LEASE', 'LOAN'] },
  { job: 'Radiologist', section: 'Q', assets: ['ULTRASOUND-LOGIQ', 'XRAY-MULTIX'], contractTypes: ['FINANCIAL_LEASE', 'LOAN'] },
  { job: 'Architect', section: 'M', assets: ['LAPTOP-LATITUDE', 'SERVER-R760', 'CAR-E208'], contractTypes: ['RENTAL', 'LEASE'] },
  { job: 'Lawyer', section: 'M', assets: ['LAPTOP-LATITUDE', 'CAR-MODEL3'], contractTypes: ['LEASE', 'RENTAL'] },
  { job: 'Craftsman', section: 'F', assets: ['VAN-KANGOO-ETECH', 'VAN-SPRINTER'], contractTypes: ['LEASE', 'HIRE_PURCHASE'] },
  { job: 'Farmer', section: 'A', assets: ['TRACTOR-JD-6R'], contractTypes: ['HIRE_PURCHASE', 'LOAN'] },
  { job: 'Caterer', section: 'I', assets: ['OVEN-RATIONAL', 'VAN-KANGOO-ETECH'], contractTypes: ['LEASE', 'LOAN'] },
];

/** What private individuals (type I) finance: cars, on consumer credit or a lease. */
export const CONSUMER_ASSETS: readonly string[] = ['CAR-E208', 'CAR-MODEL3', 'CAR-ID4'];
export const CONSUMER_CONTRACT_TYPES: readonly string[] = ['CREDIT', 'LEASE'];

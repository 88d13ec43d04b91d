import type { Country } from './types.ts';

/** A city of the demo: name, a postal code of it, and its position ([longitude, latitude]). */
export interface City {
  name: string;
  zipcode: string;
  lon: number;
  lat: number;
}

/** A bank of the country: its national bank and branch code (the start of the BBAN), BIC and name. */
export interface Bank {
  name: string;
  bic: string;
  code: string;
}

/** National phone numbers of one kind: their first digits and their length (without the calling code). */
export interface PhonePlan {
  prefixes: readonly string[];
  length: number;
}

export interface CountryFacts {
  name: string;
  language: string;
  timeZone: string;
  /** The standard VAT rate's tax code (server/seed/taxes.ts). */
  taxCode: string;
  /** Legal forms of companies: [legalForm list code, suffix written after the name]. */
  legalForms: readonly (readonly [string, string])[];
  /** The public register companies are entered in, before the city: `RCS Lyon`. */
  register: string;
  cities: readonly City[];
  banks: readonly Bank[];
  /** Phone numbers: `+` calling code, then one of the prefixes completed with digits to the national length. */
  phone: { callingCode: string; landline: PhonePlan; mobile: PhonePlan };
  /** Vehicle plate pattern: 9 a digit, A a letter. */
  plate: string;
}

export const COUNTRIES: Readonly<Record<Country, CountryFacts>> = {
  FR: {
    name: 'France', language: 'fr', timeZone: 'Europe/Paris', taxCode: 'FR20', register: 'RCS', plate: 'AA-999-AA',
    legalForms: [['SAS', 'SAS'], ['SARL', 'SARL'], ['SA', 'SA'], ['EURL', 'EURL'], ['SASU', 'SASU']],
    cities: [
      { name: 'Paris', zipcode: '75008', lon: 2.31, lat: 48.8756 }, { name: 'Lyon', zipcode: '69003', lon: 4.8422, lat: 45.7597 },
      { name: 'Marseille', zipcode: '13008', lon: 5.3806, lat: 43.2603 }, { name: 'Toulouse', zipcode: '31000', lon: 1.4442, lat: 43.6047 },
      { name: 'Bordeaux', zipcode: '33000', lon: -0.5792, lat: 44.8378 }, { name: 'Lille', zipcode: '59000', lon: 3.0573, lat: 50.6292 },
      { name: 'Nantes', zipcode: '44000', lon: -1.5536, lat: 47.2184 }, { name: 'Strasbourg', zipcode: '67000', lon: 7.7521, lat: 48.5734 },
      { name: 'Rennes', zipcode: '35000', lon: -1.6778, lat: 48.1173 }, { name: 'Grenoble', zipcode: '38000', lon: 5.7245, lat: 45.1885 },
      { name: 'Montpellier', zipcode: '34000', lon: 3.8767, lat: 43.6108 }, { name: 'Dijon', zipcode: '21000', lon: 5.0415, lat: 47.322 },
    ],
    banks: [
      { name: 'BNP Paribas', bic: 'BNPAFRPPXXX', code: '30004' }, { name: 'Société Générale', bic: 'SOGEFRPPXXX', code: '30003' },
      { name: 'LCL', bic: 'CRLYFRPPXXX', code: '30002' }, { name: 'CIC', bic: 'CMCIFRPPXXX', code: '30066' },
    ],
    phone: { callingCode: '33', landline: { prefixes: ['1', '2', '3', '4', '5'], length: 9 }, mobile: { prefixes: ['6', '7'], length: 9 } },
  },
  DE: {
    name: 'Deutschland', language: 'de', timeZone: 'Europe/Berlin', taxCode: 'DE19', register: 'Amtsgericht', plate: 'A-AA 9999',
    legalForms: [['GMBH', 'GmbH'], ['GMBH', 'GmbH'], ['AG', 'AG']],
    cities: [
      { name: 'Berlin', zipcode: '10115', lon: 13.3889, lat: 52.517 }, { name: 'Hamburg', zipcode: '20095', lon: 10.0, lat: 53.5503 },
      { name: 'München', zipcode: '80331', lon: 11.5755, lat: 48.1374 }, { name: 'Köln', zipcode: '50667', lon: 6.9583, lat: 50.9413 },
      { name: 'Frankfurt am Main', zipcode: '60311', lon: 8.6821, lat: 50.1109 }, { name: 'Stuttgart', zipcode: '70173', lon: 9.1829, lat: 48.7758 },
      { name: 'Düsseldorf', zipcode: '40213', lon: 6.7735, lat: 51.2277 }, { name: 'Leipzig', zipcode: '04109', lon: 12.3731, lat: 51.3397 },
      { name: 'Hannover', zipcode: '30159', lon: 9.732, lat: 52.3759 }, { name: 'Nürnberg', zipcode: '90402', lon: 11.0767, lat: 49.4521 },
    ],
    banks: [
      { name: 'Deutsche Bank', bic: 'DEUTDEFFXXX', code: '50070010' }, { name: 'Commerzbank', bic: 'COBADEFFXXX', code: '50040000' },
      { name: 'Berliner Sparkasse', bic: 'BELADEBEXXX', code: '10050000' }, { name: 'Stadtsparkasse München', bic: 'SSKMDEMMXXX', code: '70150000' },
    ],
    phone: { callingCode: '49', landline: { prefixes: ['30', '40', '89', '221', '69', '711'], length: 10 }, mobile: { prefixes: ['151', '152', '160', '170', '176'], length: 11 } },
  },
  ES: {
    name: 'España', language: 'es', timeZone: 'Europe/Madrid', taxCode: 'ES21', register: 'Registro Mercantil de', plate: '9999 AAA',
    legalForms: [['SL', 'S.L.'], ['SL', 'S.L.'], ['SA', 'S.A.']],
    cities: [
      { name: 'Madrid', zipcode: '28013', lon: -3.7038, lat: 40.4168 }, { name: 'Barcelona', zipcode: '08002', lon: 2.1734, lat: 41.3851 },
      { name: 'Valencia', zipcode: '46002', lon: -0.3763, lat: 39.4699 }, { name: 'Sevilla', zipcode: '41001', lon: -5.9845, lat: 37.3891 },
      { name: 'Zaragoza', zipcode: '50001', lon: -0.8891, lat: 41.6488 }, { name: 'Málaga', zipcode: '29005', lon: -4.4214, lat: 36.7213 },
      { name: 'Bilbao', zipcode: '48001', lon: -2.935, lat: 43.263 }, { name: 'Valladolid', zipcode: '47001', lon: -4.7245, lat: 41.6523 },
    ],
    banks: [
      { name: 'Banco Santander', bic: 'BSCHESMMXXX', code: '00490001' }, { name: 'BBVA', bic: 'BBVAESMMXXX', code: '01820002' },
      { name: 'CaixaBank', bic: 'CAIXESBBXXX', code: '21000003' },
    ],
    phone: { callingCode: '34', landline: { prefixes: ['91', '93', '96', '95'], length: 9 }, mobile: { prefixes: ['6'], length: 9 } },
  },
  IT: {
    name: 'Italia', language: 'it', timeZone: 'Europe/Rome', taxCode: 'IT22', register: 'Registro Imprese di', plate: 'AA999AA',
    legalForms: [['SRL', 'S.r.l.'], ['SRL', 'S.r.l.'], ['SPA', 'S.p.A.']],
    cities: [
      { name: 'Milano', zipcode: '20121', lon: 9.19, lat: 45.4642 }, { name: 'Roma', zipcode: '00184', lon: 12.4964, lat: 41.9028 },
      { name: 'Torino', zipcode: '10121', lon: 7.6869, lat: 45.0703 }, { name: 'Bologna', zipcode: '40121', lon: 11.3426, lat: 44.4949 },
      { name: 'Firenze', zipcode: '50122', lon: 11.2558, lat: 43.7696 }, { name: 'Verona', zipcode: '37121', lon: 10.9916, lat: 45.4384 },
      { name: 'Padova', zipcode: '35121', lon: 11.8768, lat: 45.4064 }, { name: 'Bari', zipcode: '70121', lon: 16.8719, lat: 41.1171 },
    ],
    banks: [
      { name: 'Intesa Sanpaolo', bic: 'BCITITMMXXX', code: '0306909400' }, { name: 'UniCredit', bic: 'UNCRITMMXXX', code: '0200801600' },
      { name: 'Banco BPM', bic: 'BAPPIT21XXX', code: '0503401600' },
    ],
    phone: { callingCode: '39', landline: { prefixes: ['02', '06', '011', '051'], length: 10 }, mobile: { prefixes: ['320', '333', '347', '348'], length: 10 } },
  },
};

/** The countries, in the order the generator walks them. */
export const COUNTRY_CODES: readonly Country[] = ['FR', 'DE', 'ES', 'IT'];

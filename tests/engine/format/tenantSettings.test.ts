import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../engine/dashboard/dashboardFigures.ts';
import { withTenantDefaults } from '../../../engine/forms/newRecordDefaults.ts';
import { formatCurrency } from '../../../engine/format/formatCurrency.ts';
import { amountCurrency, currencyDisplayOf, formatMoney, phoneRegions } from '../../../engine/format/tenantSettings.ts';
import { formatCell } from '../../../engine/lists/formatCell.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';

// docs/formats.md, Tenant settings: an amount is in its record's currency, else the tenant's, else the locale's
describe('the currency of an amount', () => {
  it("takes the record's own, then the tenant's, then the locale's", () => {
    expect(amountCurrency('TND', 'EUR', 'en-US')).toBe('TND');
    expect(amountCurrency(undefined, 'EUR', 'en-US')).toBe('EUR');
    expect(amountCurrency('', 'GBP', 'en-US')).toBe('GBP');
    expect(amountCurrency(null, null, 'en-US')).toBe('USD');
    expect(amountCurrency(undefined, undefined, 'fr-TN')).toBe('TND');
    // what is not a currency code is skipped
    expect(amountCurrency('euro', 'xx', 'en-GB')).toBe('GBP');
  });

  it('never shows dollars to the user of a euro tenant whose browser is en-US', () => {
    expect(formatMoney(1234.5, { locale: 'en-US', currency: 'EUR' })).toBe('€1,234.50');
    expect(formatMoney(1234.5, { locale: 'en-US', currency: 'EUR' }, 'CHF')).toMatch(/^CHF\s?1,234\.50$/);
    expect(formatMoney(1234.5, { locale: 'en-US' })).toBe('$1,234.50');
  });

  it("rounds to the fallback currency's decimals", () => {
    expect(formatMoney(1.2345, { locale: 'en-US', currency: 'TND' })).toMatch(/1\.235/);
    expect(formatMoney(1234.5, { locale: 'en-US', currency: 'XPF' })).toMatch(/1,235/);
  });
});

describe('currencyDisplay', () => {
  it('shows the symbol, code, name or narrow symbol the tenant chose', () => {
    expect(formatMoney(10, { locale: 'en-US', currency: 'EUR', display: 'code' })).toMatch(/^EUR\s?10\.00$/);
    expect(formatMoney(10, { locale: 'en-US', currency: 'EUR', display: 'name' })).toBe('10.00 euros');
    expect(formatMoney(10, { locale: 'en-US', currency: 'CAD', display: 'narrowSymbol' })).toBe('$10.00');
    expect(formatMoney(10, { locale: 'en-US', currency: 'CAD', display: 'symbol' })).toBe('CA$10.00');
    expect(formatMoney(10, { locale: 'en-US', currency: 'EUR' })).toBe(formatCurrency(10, 'en-US', { currency: 'EUR', display: 'symbol' }));
  });

  it('reads the flag, anything else being the symbol', () => {
    expect(currencyDisplayOf('code')).toBe('code');
    expect(currencyDisplayOf('narrowSymbol')).toBe('narrowSymbol');
    expect(currencyDisplayOf('iso')).toBeUndefined();
    expect(currencyDisplayOf(null)).toBeUndefined();
  });
});

describe('list cells and dashboard figures', () => {
  const column = { name: 'amount', type: 'currency' } as const;

  it("formats a list cell in the row's currency, else the tenant's, with its currencyDisplay", () => {
    expect(formatCell(1234.5, column, { currency: 'TND' }, 'en-US', { currency: 'EUR' })).toMatch(/1,234\.500/);
    expect(formatCell(1234.5, column, {}, 'en-US', { currency: 'EUR' })).toBe('€1,234.50');
    expect(formatCell(1234.5, column, {}, 'en-US', { currency: 'EUR', display: 'code' })).toMatch(/^EUR\s?1,234\.50$/);
    // a column's own currency code wins over the tenant's
    expect(formatCell(1, { ...column, currency: 'GBP' }, {}, 'en-US', { currency: 'EUR' })).toBe('£1.00');
  });

  it("shows a dashboard amount without a currency in the tenant's, as a plain number when there is none", () => {
    expect(formatAmount(12, '', 'en-US', { currency: 'EUR' })).toBe('€12.00');
    expect(formatAmount(12, 'GBP', 'en-US', { currency: 'EUR', display: 'code' })).toMatch(/^GBP\s?12\.00$/);
    expect(formatAmount(12, undefined, 'en-US')).toBe('12.00');
  });
});

describe('the calling code of a new phone number', () => {
  it("comes from the field's country, the record's, the tenant's phone region, then the locale's region", () => {
    expect(phoneRegions({ field: 'DE', record: 'BE', tenant: 'FR', locale: 'en-US' })).toEqual(['DE', 'BE', 'FR', 'US']);
    expect(phoneRegions({ tenant: 'FR', locale: 'en-US' })[0]).toBe('FR');
    expect(phoneRegions({ record: 'tn', tenant: null, locale: 'en-US' })).toEqual(['TN', 'US']);
    expect(phoneRegions({ field: 'nowhere', locale: 'fr-FR' })).toEqual(['FR']);
  });
});

describe('the form of a new record', () => {
  const schema: JsonSchema = { type: 'object', properties: { name: { type: 'string' }, currency: { type: ['string', 'null'] } } };

  it("starts in the tenant's currency when the schema gives none", () => {
    expect((withTenantDefaults(schema, { currency: 'EUR' }).properties?.currency as JsonSchema).default).toBe('EUR');
  });

  it("keeps the schema's own default, a form without currency and an unknown tenant currency as they are", () => {
    const ownDefault: JsonSchema = { ...schema, properties: { ...schema.properties, currency: { type: 'string', default: 'TND' } } };
    expect(withTenantDefaults(ownDefault, { currency: 'EUR' })).toBe(ownDefault);
    const noCurrency: JsonSchema = { type: 'object', properties: { name: { type: 'string' } } };
    expect(withTenantDefaults(noCurrency, { currency: 'EUR' })).toBe(noCurrency);
    expect(withTenantDefaults(schema, {})).toBe(schema);
    expect(withTenantDefaults(schema, undefined)).toBe(schema);
  });
});

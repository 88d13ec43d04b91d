import type { WidgetProps } from '@rjsf/utils';
import { currencyDecimals, currencyLabel, formatNumber } from '../../engine/format/index.ts';
import { amountCurrency } from '../../engine/format/tenantSettings.ts';
import { parseCurrency } from '../../engine/validation/index.ts';
import { useMoneyFormat, useTenantSettings } from '../context/useMoneyFormat.ts';
import { fieldMeta } from './fieldMeta.ts';
import { formLocale, formSettings } from './model/FormSettings.ts';
import { resolveCurrency } from './model/toFieldSpec.ts';
import { NumericInputWidget } from '../widgets/NumericInputWidget.tsx';
import { numberText } from '../widgets/numberText.ts';

/**
 * currency: an amount typed in the locale (`1 234,56`), rounded to the currency's decimals. With
 * `negative` the amount is typed positive and stored negative (shown as typed, marked −). The
 * currency is the record's (the field's `currency` option), else the tenant's, else the locale's,
 * named beside the input as the tenant's `currencyDisplay` says.
 */
export function CurrencyField(props: WidgetProps) {
  const settings = formSettings(props.registry);
  const locale = formLocale(settings);
  const meta = fieldMeta(props);
  // the record's own currency, else the tenant's, else the locale's (docs/formats.md, Tenant settings)
  const currency = amountCurrency(resolveCurrency(meta, settings.record), useTenantSettings().currency, locale);
  // the currency named as the user's amounts name it (currencyDisplay: €, EUR or euros)
  const label = currencyLabel(currency, locale, useMoneyFormat().display);
  const sign = meta.negative ? -1 : 1;
  const digits = currencyDecimals(currency);
  return (
    <NumericInputWidget
      widget={props}
      options={{
        parse: (t) => parseCurrency(t, locale, { currency, negative: meta.negative }),
        toEditText: (v) => numberText(sign * v || 0, locale),
        toDisplay: (v) => formatNumber(sign * v || 0, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
        addonBefore: meta.negative ? '−' : undefined,
        addonAfter: label,
      }}
    />
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { formatNumber, isUngroupedNumber, parseLocaleNumber } from '../../engine/format/index.ts';
import { formLocale, formSettings } from './model/FormSettings.ts';
import { NumericInputWidget } from '../widgets/NumericInputWidget.tsx';
import { numberText } from '../widgets/numberText.ts';

/** integer: a whole number typed in the locale; anything else gives '{label} has to be an integer'. */
export function IntegerField(props: WidgetProps) {
  const locale = formLocale(formSettings(props.registry));
  // a year or a code is never grouped: 2025, not 2,025 (engine/format/formatNumber.ts)
  const useGrouping = isUngroupedNumber(props.id) ? false : undefined;
  return (
    <NumericInputWidget
      widget={props}
      options={{
        parse: (t) => parseLocaleNumber(t, locale),
        toEditText: (v) => numberText(v, locale),
        toDisplay: (v) => formatNumber(v, locale, { maximumFractionDigits: 0, useGrouping }),
      }}
    />
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { formatNumber, parseLocaleNumber } from '../../engine/format/index.ts';
import { fieldMeta } from './fieldMeta.ts';
import { formLocale, formSettings } from './model/FormSettings.ts';
import { NumericInputWidget } from '../widgets/NumericInputWidget.tsx';
import { numberText } from '../widgets/numberText.ts';

/**
 * number: typed in the locale (`1 234,5` in fr-FR), stored as a number; shown with `fractionDigits`
 * decimals at most (3 by default). Text that is not a number stays as typed: '{label} has to be a number'.
 */
export function NumberField(props: WidgetProps) {
  const locale = formLocale(formSettings(props.registry));
  const digits = fieldMeta(props).fractionDigits ?? 3;
  return (
    <NumericInputWidget
      widget={props}
      options={{
        parse: (t) => parseLocaleNumber(t, locale),
        toEditText: (v) => numberText(v, locale),
        toDisplay: (v) => formatNumber(v, locale, { maximumFractionDigits: digits }),
      }}
    />
  );
}

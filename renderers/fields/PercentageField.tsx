import type { WidgetProps } from '@rjsf/utils';
import { formatNumber, shiftDecimal } from '../../engine/format/index.ts';
import { parsePercentage } from '../../engine/validation/index.ts';
import { fieldMeta } from './fieldMeta.ts';
import { formLocale, formSettings } from './model/FormSettings.ts';
import { NumericInputWidget } from '../widgets/NumericInputWidget.tsx';
import { numberText } from '../widgets/numberText.ts';

/**
 * percentage: typed as `12,5`, `12.5 %` or `-3` (optional trailing %, `.` or `,`), stored as the
 * fraction value/100 rounded to 10 decimals (`0.125`); shown ×100 with `fractionDigits` (default 2).
 */
export function PercentageField(props: WidgetProps) {
  const locale = formLocale(formSettings(props.registry));
  const digits = fieldMeta(props).fractionDigits ?? 2;
  return (
    <NumericInputWidget
      widget={props}
      options={{
        parse: parsePercentage,
        toEditText: (v) => numberText(shiftDecimal(v, 2), locale),
        toDisplay: (v) => formatNumber(shiftDecimal(v, 2), locale, { maximumFractionDigits: digits }),
        addonAfter: '%',
      }}
    />
  );
}

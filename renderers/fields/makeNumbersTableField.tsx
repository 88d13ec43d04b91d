import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import type { NumbersTable } from '../../schemas/generated/shapes.ts';
import { formLocale, formSettings } from './model/FormSettings.ts';
import { nestedErrors } from './model/nestedErrors.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import { NumbersTableEditor } from '../widgets/NumbersTableEditor.tsx';
import type { CellFormat } from '../widgets/numbersTableValues.ts';

/** Whether a schema holds a numbers table: `{columns, rows}` (the numbers-table shape) or a list of number rows. */
export function numbersTableShape(schema: RJSFSchema): 'object' | 'rows' | null {
  const props = schema.properties as Record<string, unknown> | undefined;
  if (props && 'rows' in props) return 'object';
  const items = schema.items as RJSFSchema | undefined;
  return items && ([] as unknown[]).concat(items.type ?? []).includes('array') ? 'rows' : null;
}

/**
 * Builds the rjsf field of a numbers table type with its default cell format (rates: percentage,
 * coefficients: number, costs: currency). Any other list or object is left to rjsf's own fields.
 */
export function makeNumbersTableField(defaultFormat: CellFormat) {
  function NumbersTableField(props: FieldProps) {
    const { schema, formData, onChange, fieldPathId, readonly, disabled, registry, errorSchema } = props;
    const shape = numbersTableShape(schema);
    if (!shape) {
      const isArray = ([] as unknown[]).concat(schema.type ?? []).includes('array');
      const Fallback = isArray ? registry.fields.ArrayField : registry.fields.ObjectField;
      return <Fallback {...props} />;
    }
    const value: NumbersTable = shape === 'rows' ? { rows: Array.isArray(formData) ? formData : [] } : ((formData ?? {}) as NumbersTable);
    const store = (next: NumbersTable) => onChange((shape === 'rows' ? next.rows : next) as FieldProps['formData'], fieldPathId.path);
    return (
      <div id={fieldPathId.$id}>
        <NumbersTableEditor value={value} defaultFormat={defaultFormat} locale={formLocale(formSettings(registry))} readOnly={Boolean(readonly || disabled)} onChange={store} />
        <FieldMessages errors={nestedErrors(errorSchema)} warnings={[]} />
      </div>
    );
  }
  return NumbersTableField;
}

import { AutoComplete, Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta } from './fieldMeta.ts';

interface Option {
  value: string;
  label: string;
}

/**
 * select (and radio): options from the field's `select.options` or the schema enum. A field whose
 * options come from a lookup list not loaded here accepts free text.
 */
export function SelectField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, rawErrors, options, multiple } = props;
  const meta = fieldMeta(props);
  const select = (meta.select ?? {}) as { options?: Option[]; list?: string };
  const fromEnum = (options.enumOptions ?? []).map((o) => ({ value: String(o.value), label: String(o.label) }));
  const choices = select.options ?? fromEnum;
  const status = rawErrors?.length ? 'error' : undefined;
  if (!choices.length && !multiple) {
    return (
      <AutoComplete id={id} value={value ?? ''} disabled={disabled || readonly} status={status}
        placeholder={select.list} onChange={(v) => onChange(v || undefined)} />
    );
  }
  return (
    <Select
      id={id}
      value={value ?? (multiple ? [] : undefined)}
      mode={multiple || meta.multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={disabled || readonly}
      status={status}
      options={choices}
      placeholder="Select..."
      notFoundContent="No data"
      onChange={(v) => onChange(v ?? undefined)}
    />
  );
}

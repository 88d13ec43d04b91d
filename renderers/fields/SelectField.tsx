import { useState, type FocusEvent } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { fillMessage, matchesSelectFilter, selectIncompleteWarning } from '../../engine/validation/index.ts';
import { fieldMeta } from './fieldMeta.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import type { ChoiceOption } from '../widgets/selectOptions.ts';
import { useChoices } from '../widgets/useChoices.ts';
import { useT } from '../context/useT.ts';

type Choice = string | number | boolean;

/**
 * select: one value or several (`multiple`, or a list in the schema); options from the lookup list
 * `select.list`, `select.options` or the enum. The filter ignores accents and case and keeps options
 * matching every typed word; text typed but not chosen is dropped with the warning 'Caution, the
 * value is incomplete and will not be considered.'; `select.tags` accepts free values.
 */
export function SelectField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder } = props;
  const meta = fieldMeta(props);
  const t = useT();
  const { choices, loading } = useChoices(props);
  const [warning, setWarning] = useState<string | null>(null);
  const multiple = Boolean(meta.multiple || props.multiple || Array.isArray(value));
  const tags = meta.select?.tags === true;
  const onTypedBlur = (e: FocusEvent<HTMLElement>) => {
    const typed = e.target instanceof HTMLInputElement ? e.target.value : '';
    const found = tags ? null : selectIncompleteWarning(typed);
    setWarning(found ? fillMessage(found.template, found.params) : null);
    onBlur(id, value);
  };
  return (
    <>
      <Select<Choice | Choice[], ChoiceOption>
        id={id}
        style={{ width: '100%' }}
        value={(value ?? (multiple ? [] : undefined)) as Choice | Choice[] | undefined}
        mode={tags ? 'tags' : multiple ? 'multiple' : undefined}
        allowClear={meta.select?.allowClear ?? true}
        loading={loading}
        showSearch={{ filterOption: (input, option) => matchesSelectFilter(input, String(option?.label ?? '')) }}
        disabled={disabled || readonly}
        status={rawErrors?.length ? 'error' : warning ? 'warning' : undefined}
        options={choices}
        placeholder={meta.placeholder ?? (placeholder || t('Select...'))}
        notFoundContent={t('No data')}
        onChange={(next) => {
          setWarning(null);
          onChange(next === undefined || next === null ? (multiple ? [] : undefined) : next);
        }}
        onBlur={onTypedBlur}
        onFocus={() => onFocus(id, value)}
      />
      <FieldMessages errors={[]} warnings={warning ? [warning] : []} />
    </>
  );
}

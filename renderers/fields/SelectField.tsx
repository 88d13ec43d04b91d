import { useState, type FocusEvent } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { choiceCodes, choiceItems, choiceKeyOf } from '../../engine/forms/choiceItems.ts';
import { localizedMessage, matchesSelectFilter, selectIncompleteWarning } from '../../engine/validation/index.ts';
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
 * value is incomplete and will not be considered.'; `select.tags` accepts free values. A list of
 * objects (a person's roles) shows the code each holds, by its label, and keeps each object's other
 * properties when codes are added or removed.
 */
export function SelectField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder } = props;
  const meta = fieldMeta(props);
  const t = useT();
  const { choices, loading } = useChoices(props);
  const [warning, setWarning] = useState<string | null>(null);
  const multiple = Boolean(meta.multiple || props.multiple || Array.isArray(value));
  const tags = meta.select?.tags === true;
  // a list of objects (a person's roles: [{role, startDate}]) shows and picks the code each object holds
  const itemKey = multiple ? choiceKeyOf(props.schema.items, value) : undefined;
  const shown = itemKey ? choiceCodes(value, itemKey) : value;
  const onTypedBlur = (e: FocusEvent<HTMLElement>) => {
    const typed = e.target instanceof HTMLInputElement ? e.target.value : '';
    const found = tags ? null : selectIncompleteWarning(typed);
    setWarning(found ? localizedMessage(found.template, found.params, t) : null);
    onBlur(id, value);
  };
  return (
    <>
      <Select<Choice | Choice[], ChoiceOption>
        id={id}
        style={{ width: '100%' }}
        value={(shown ?? (multiple ? [] : undefined)) as Choice | Choice[] | undefined}
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
          const picked = next === undefined || next === null ? (multiple ? [] : undefined) : next;
          onChange(itemKey && Array.isArray(picked) ? choiceItems(picked, value, itemKey) : picked);
        }}
        onBlur={onTypedBlur}
        onFocus={() => onFocus(id, value)}
      />
      <FieldMessages errors={[]} warnings={warning ? [warning] : []} />
    </>
  );
}

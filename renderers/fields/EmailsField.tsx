import { useState } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { splitEmails, validateField } from '../../engine/validation/index.ts';
import { formSettings } from './model/FormSettings.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? splitEmails(value).valid : [];
}

/**
 * emails: a list of addresses typed or pasted (separated by commas, semicolons or spaces). Invalid
 * entries are dropped, with the e-mail message 'Email format should be "{email}"'. Stored as a list,
 * or as text joined with ", " when the schema holds a string.
 */
export function EmailsField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, rawErrors, schema } = props;
  const [dropped, setDropped] = useState<string[]>([]);
  const settings = formSettings(props.registry);
  const asText = ([] as unknown[]).concat(schema.type ?? []).includes('string');
  const change = (entries: string[]) => {
    const result = validateField({ type: 'emails' }, entries, { settings: settings.settings, mode: 'write' });
    setDropped(result.errors.map((e) => e.message));
    const valid = splitEmails(entries).valid;
    onChange(valid.length ? (asText ? valid.join(', ') : valid) : asText ? undefined : []);
  };
  return (
    <>
      <Select<string[]>
        id={id}
        mode="tags"
        style={{ width: '100%' }}
        value={asList(value)}
        open={false}
        tokenSeparators={[',', ';', ' ']}
        disabled={disabled || readonly}
        status={rawErrors?.length || dropped.length ? 'error' : undefined}
        placeholder="name@example.com"
        onChange={change}
        onBlur={() => onBlur(id, value)}
      />
      <FieldMessages errors={dropped} warnings={[]} />
    </>
  );
}

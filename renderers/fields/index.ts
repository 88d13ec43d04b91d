import type { Widget } from '@rjsf/utils';
import { CheckboxField } from './CheckboxField.tsx';
import { DateField } from './DateField.tsx';
import { FallbackField } from './FallbackField.tsx';
import { makeInputField } from './makeInputField.tsx';
import { NoticeField } from './NoticeField.tsx';
import { NumberField } from './NumberField.tsx';
import { SelectField } from './SelectField.tsx';
import { TextareaField } from './TextareaField.tsx';

const TextField = makeInputField('text');
const noSpaces = (t: string) => t.replace(/\s+/g, '');

/**
 * Field renderers keyed by the exact field type of seed 000 §3.8 (a plain object, STYLE rule 3).
 * Types not listed here fall back to {@link FallbackField}, which names the unknown type.
 */
export const fieldRenderers: Record<string, Widget> = {
  text: TextField,
  username: TextField,
  password: makeInputField('password'),
  email: makeInputField('email'),
  emails: TextField,
  phone: makeInputField('tel', (t) => t.replace(/[^\d+\s()-]/g, '')),
  iban: makeInputField('text', noSpaces),
  siren: makeInputField('text', noSpaces),
  personRegistration: TextField,
  entitySearch: TextField,
  color: makeInputField('color'),
  textarea: TextareaField,
  markdown: TextareaField,
  richtext: TextareaField,
  number: NumberField,
  integer: NumberField,
  currency: NumberField,
  percentage: NumberField,
  slider: NumberField,
  date: DateField,
  datetime: DateField,
  checkbox: CheckboxField,
  switch: CheckboxField,
  select: SelectField,
  radio: SelectField,
  notice: NoticeField,
};

/** The rjsf widget table: our renderers plus rjsf's own names mapped onto them. */
export function formWidgets(): Record<string, Widget> {
  return {
    ...fieldRenderers,
    TextWidget: TextField,
    TextareaWidget: TextareaField,
    SelectWidget: SelectField,
    CheckboxWidget: CheckboxField,
    DateWidget: DateField,
    UpDownWidget: NumberField,
    EmailWidget: fieldRenderers.email,
    PasswordWidget: fieldRenderers.password,
    FallbackField,
  };
}

export { FallbackField };

import type { RegistryFieldsType, RegistryWidgetsType, Widget } from '@rjsf/utils';
import { AddressField } from './AddressField.tsx';
import { asFormField } from './asFormField.tsx';
import { AssetLinesField } from './AssetLinesField.tsx';
import { RecordLinkField } from './RecordLinkField.tsx';
import { ContactsField } from './ContactsField.tsx';
import { BankAccountField } from './BankAccountField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { CoefficientsTableField } from './CoefficientsTableField.tsx';
import { ColorField } from './ColorField.tsx';
import { CostTableField } from './CostTableField.tsx';
import { CurrencyField } from './CurrencyField.tsx';
import { DateField } from './DateField.tsx';
import { DatetimeField } from './DatetimeField.tsx';
import { EmailField } from './EmailField.tsx';
import { EmailsField } from './EmailsField.tsx';
import { EntitySearchField } from './EntitySearchField.tsx';
import { FallbackField } from './FallbackField.tsx';
import { FileField } from './FileField.tsx';
import { FilesField } from './FilesField.tsx';
import { IbanField } from './IbanField.tsx';
import { IntegerField } from './IntegerField.tsx';
import { MarkdownField } from './MarkdownField.tsx';
import { NoticeField } from './NoticeField.tsx';
import { NumberField } from './NumberField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PercentageField } from './PercentageField.tsx';
import { PersonRegistrationField } from './PersonRegistrationField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { RadioField } from './RadioField.tsx';
import { RatesTableField } from './RatesTableField.tsx';
import { FALLBACK_FIELD, FALLBACK_WIDGET } from './resolveRenderer.ts';
import { RichtextField } from './RichtextField.tsx';
import { RjsfNumberField } from './RjsfNumberField.tsx';
import { SelectField } from './SelectField.tsx';
import { SirenField } from './SirenField.tsx';
import { SliderField } from './SliderField.tsx';
import { SwitchField } from './SwitchField.tsx';
import { TableField } from './TableField.tsx';
import { TextareaField } from './TextareaField.tsx';
import { TextField } from './TextField.tsx';
import { UsernameField } from './UsernameField.tsx';

/**
 * Renderers of values, keyed by the exact field type of seed 000 §3.8 (a plain object, STYLE rule 3):
 * rjsf widgets. A list or object of one of these types is drawn by the same widget (see formFields).
 */
export const fieldRenderers: Readonly<Record<string, Widget>> = {
  text: TextField,
  password: PasswordField,
  textarea: TextareaField,
  number: NumberField,
  integer: IntegerField,
  percentage: PercentageField,
  currency: CurrencyField,
  date: DateField,
  datetime: DatetimeField,
  email: EmailField,
  username: UsernameField,
  emails: EmailsField,
  phone: PhoneField,
  iban: IbanField,
  checkbox: CheckboxField,
  radio: RadioField,
  switch: SwitchField,
  select: SelectField,
  color: ColorField,
  file: FileField,
  files: FilesField,
  slider: SliderField,
  markdown: MarkdownField,
  richtext: RichtextField,
  notice: NoticeField,
  personRegistration: PersonRegistrationField,
  siren: SirenField,
  entitySearch: EntitySearchField,
  recordLink: RecordLinkField,
};

/**
 * Renderers of lists and objects, keyed by field type: rjsf fields (they get the whole value and
 * draw their own dialog or table). `table` on a list of records falls back to rjsf's ArrayField.
 */
export const containerRenderers: Readonly<Record<string, RegistryFieldsType[string]>> = {
  address: AddressField,
  bankAccount: BankAccountField,
  contacts: ContactsField,
  table: TableField,
  ratesTable: RatesTableField,
  coefficientsTable: CoefficientsTableField,
  costTable: CostTableField,
  assetLines: AssetLinesField,
};

/** The rjsf widget table: our renderers, rjsf's own widget names mapped onto them, and the fallback. */
export function formWidgets(): RegistryWidgetsType {
  return {
    ...fieldRenderers,
    TextWidget: TextField,
    PasswordWidget: PasswordField,
    EmailWidget: EmailField,
    TextareaWidget: TextareaField,
    SelectWidget: SelectField,
    RadioWidget: RadioField,
    CheckboxWidget: CheckboxField,
    DateWidget: DateField,
    DateTimeWidget: DatetimeField,
    UpDownWidget: NumberField,
    RangeWidget: SliderField,
    ColorWidget: ColorField,
    FileWidget: FilesField,
    [FALLBACK_WIDGET]: FallbackField,
  };
}

/**
 * The rjsf field table, passed as `<Form fields={formFields()}>`: the container renderers, every value
 * renderer adapted to draw a list or object (multi-select, e-mails, files...), and the fallback
 * field that names an unknown type. Type keys never clash with rjsf's own field names (PascalCase);
 * one rjsf field is replaced on purpose: NumberField (see RjsfNumberField).
 */
export function formFields(): RegistryFieldsType {
  const adapted = Object.fromEntries(Object.entries(fieldRenderers).map(([type, widget]) => [type, asFormField(widget)]));
  return { ...adapted, ...containerRenderers, NumberField: RjsfNumberField, [FALLBACK_FIELD]: FallbackField };
}

export { FallbackField };

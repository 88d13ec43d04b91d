import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta } from '../fields/fieldMeta.ts';
import { formSettings } from '../fields/model/FormSettings.ts';
import { enumChoices, type ChoiceOption } from './selectOptions.ts';
import { useLookupList } from './useLookupList.ts';

/**
 * The choices of a select or radio: the lookup list named in `select.list` once loaded, otherwise
 * the fixed `select.options`, otherwise the schema's enum.
 */
export function useChoices(props: Pick<WidgetProps, 'options' | 'uiSchema' | 'registry'>): { choices: ChoiceOption[]; loading: boolean } {
  const meta = fieldMeta(props);
  const locale = formSettings(props.registry).locale;
  const list = useLookupList(meta.select?.list, typeof locale === 'string' ? locale : locale?.locale);
  const fixed = (meta.select?.options ?? []).map((o) => ({ value: o.value, label: o.label ?? String(o.value), ...(o.disabled ? { disabled: true } : {}) }));
  const choices = list.options.length ? list.options : fixed.length ? fixed : enumChoices(props.options?.enumOptions);
  return { choices, loading: list.loading };
}

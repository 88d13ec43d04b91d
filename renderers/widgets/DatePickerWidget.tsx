import type { FocusEvent } from 'react';
import { DatePicker, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { WidgetProps } from '@rjsf/utils';
import { datePattern, parseDate, toIsoDate } from '../../engine/format/index.ts';
import { fieldMeta } from '../fields/fieldMeta.ts';
import { formLocale, formSettings } from '../fields/model/FormSettings.ts';

/** Where a birth-date picker opens (seed 000 §5.2). */
export const BIRTH_DATE_PICKER_START = '2000-01-01';

function toDayjs(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/**
 * The date (and date-time) control: typed in the locale's format (ISO also accepted), stored as
 * `YYYY-MM-DD` or an ISO instant. Text that is not a date is kept as typed, so the engine answers
 * 'Invalid date', and stays on screen to be corrected: a date picker can only show dates, so the
 * field is a text input while it holds such text (issue 37 item 1: a typed date is never erased).
 * Birth-date fields (a name containing "birth") open on 2000-01-01. Without the tenant's date picker
 * (`showDatePicker: false`) the calendar never opens and its icon is not shown: dates are typed.
 */
export function DatePickerWidget({ widget, withTime }: { widget: WidgetProps; withTime: boolean }) {
  const { id, name, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder } = widget;
  const settings = formSettings(widget.registry);
  const locale = formLocale(settings);
  // the tenant may turn the calendar off: the date is then typed only (seed 000 §3.5 showDatePicker)
  const picker = settings.settings?.showDatePicker !== false;
  // the one date pattern of the locale: the lists, cards, filters and exports show the same
  const format = datePattern(locale, withTime);
  const birth = /birth/i.test(name ?? id);
  const store = (d: Dayjs | null) => onChange(d ? (withTime ? d.toISOString() : toIsoDate(d.toDate())) : undefined);
  /** Typed text left: stored as a date when it parses, else kept as typed (the engine answers 'Invalid date'). */
  const commitTyped = (typed: string) => {
    const parsed = parseDate(typed, locale, withTime);
    if (parsed) store(dayjs(parsed));
    else if (typed !== value) onChange(typed);
  };
  const onTypedBlur = (e: FocusEvent<HTMLElement>) => {
    const typed = e.target instanceof HTMLInputElement ? e.target.value.trim() : '';
    const current = toDayjs(value);
    if (typed && (!current || current.format(format) !== typed)) commitTyped(typed);
    onBlur(id, value);
  };
  if (typeof value === 'string' && value && !toDayjs(value)) {
    // text that is no date, kept as typed until corrected (or emptied)
    return (
      <Input
        id={id}
        defaultValue={value}
        status="error"
        disabled={disabled}
        readOnly={readonly}
        placeholder={format}
        data-invalid-date="true"
        onBlur={(e) => {
          const typed = e.target.value.trim();
          if (typed) commitTyped(typed);
          else onChange(undefined);
          onBlur(id, value);
        }}
        onFocus={() => onFocus(id, value)}
      />
    );
  }
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      showTime={withTime ? { format: locale.timeFormat, minuteStep: 30 } : false}
      format={[format, withTime ? 'YYYY-MM-DDTHH:mm' : 'YYYY-MM-DD']}
      value={toDayjs(value)}
      defaultPickerValue={birth ? dayjs(BIRTH_DATE_PICKER_START) : undefined}
      disabled={disabled}
      inputReadOnly={readonly}
      open={readonly || !picker ? false : undefined}
      suffixIcon={picker ? undefined : null}
      placeholder={fieldMeta(widget).placeholder ?? (placeholder || format)}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(d) => store(d)}
      onBlur={onTypedBlur}
      onFocus={() => onFocus(id, value)}
    />
  );
}

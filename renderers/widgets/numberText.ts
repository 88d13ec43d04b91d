import type { LocaleSettings } from '../../engine/format/index.ts';

/** A number as editable text in the locale: no grouping, the locale's decimal separator (`12,5` in fr-FR). */
export function numberText(value: number, locale: LocaleSettings): string {
  return Number.isFinite(value) ? String(value).replace('.', locale.decimalDelimiter) : '';
}

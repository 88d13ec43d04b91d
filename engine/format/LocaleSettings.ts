import type { LocaleSettings as LocaleSettingsShape } from '../../schemas/generated/shapes.ts';

/**
 * Resolved settings of a locale: every member of the LocaleSettings shape (seed 000 §3.4,
 * schemas/shapes/locale-settings.json) filled in, plus the canonical locale code.
 * Members: thousandsDelimiter, decimalDelimiter, decimalPlace (amount decimals: en-EU 2, Tunisian
 * locales 3, fr-PF 0), currency (one of SUPPORTED_CURRENCIES), dateFormat and timeFormat (dayjs
 * formats), weekStartDay (0 Sunday ... 6 Saturday), rtl, useGrouping.
 */
export type LocaleSettings = { [K in keyof LocaleSettingsShape]-?: NonNullable<LocaleSettingsShape[K]> } & {
  /** The canonical locale code, e.g. `fr-FR`. */
  locale: string;
};

/** Settings a tenant may configure for a locale: the stored shape, any member absent or null. */
export type LocaleSettingsOverrides = LocaleSettingsShape;

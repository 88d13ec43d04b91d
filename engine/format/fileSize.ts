import { formatNumber } from './formatNumber.ts';
import type { LocaleInput } from './getLocaleSettings.ts';

/** Size units, 1024-based (seed 000 §9: 1 MB = 1048576 bytes). */
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count for people: `formatFileSize(5242880)` is `5 MB`, `1536` is `1.5 KB`
 * (at most 2 decimals, in the locale). '' for a negative or non-finite value.
 */
export function formatFileSize(bytes: number, locale?: LocaleInput): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, locale, { maximumFractionDigits: 2 })} ${SIZE_UNITS[unit]}`;
}

/**
 * Bytes of a size given as a number (bytes) or a text such as `5MB`, `1.5 GB`, `300kb`, `42`
 * (1024-based units; also used to sort size columns). `NaN` when it is not a size.
 */
export function parseFileSize(input: number | string): number {
  if (typeof input === 'number') return input >= 0 ? input : Number.NaN;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([KMGT]?B?)\s*$/i.exec(input);
  if (!match) return Number.NaN;
  const unit = match[2].toUpperCase().replace(/^([KMGT])$/, '$1B') || 'B';
  const power = SIZE_UNITS.indexOf(unit as (typeof SIZE_UNITS)[number]);
  return Math.round(Number(match[1].replace(',', '.')) * 1024 ** power);
}

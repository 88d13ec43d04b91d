import { fillText } from '../i18n/fillText.ts';
import { formatNumber } from '../format/formatNumber.ts';

/** At most this many page buttons (seed 001 §9); first and last buttons only beyond it. */
export const MAX_PAGE_BUTTONS = 10;

/** Number of pages for a row count (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** A page beyond the last one resets to 1 (seed 001 §5). */
export function clampPage(page: number, pages: number): number {
  return page > pages || page < 1 ? 1 : page;
}

/** First and last buttons show only when there are more pages than buttons. */
export function showFirstLast(pages: number): boolean {
  return pages > MAX_PAGE_BUTTONS;
}

/** The page numbers to show as buttons: a window of at most 10 around the current page. */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  const size = Math.min(max, pages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** An estimate as shown after "about": two significant digits (`123,456` -> `120,000`). */
export function roundEstimate(estimate: number): number {
  if (estimate < 100) return Math.round(estimate);
  const unit = 10 ** (Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / unit) * unit;
}

/**
 * The rows count as shown: `1,234`, or `100,000+` when the server capped the count (at the tenant's
 * exact-count limit: `50+` for a limit of 50). Latin digits in every locale (as every number of the lists).
 */
export function rowsCountLabel(total: number, isLowerBound = false, locale?: string): string {
  return `${formatNumber(total, locale, { maximumFractionDigits: 0 })}${isLowerBound ? '+' : ''}`;
}

/** A total as a list answer gives it: exact, or a lower bound with the server's estimate when it has one. */
export interface ListTotal {
  total: number;
  totalIsLowerBound?: boolean;
  totalEstimate?: number;
}

/**
 * A total as every list view shows it (grid, KPI strip, kanban): exact `1,234` (the row counters
 * give unfiltered and status totals exactly), "about 120,000" when the server capped the count and
 * estimated it, `100,000+` (the tenant's limit and a plus sign) when it only capped it. `t` translates "about {{count}}".
 */
export function totalLabel(count: ListTotal, t: (key: string) => string, locale?: string): string {
  if (count.totalIsLowerBound && count.totalEstimate !== undefined) return fillText(t('about {{count}}'), { count: rowsCountLabel(roundEstimate(count.totalEstimate), false, locale) });
  return rowsCountLabel(count.total, count.totalIsLowerBound, locale);
}

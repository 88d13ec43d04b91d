import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { excelColumnsFor, type ExcelColumn } from './excelColumns.ts';

/** The body of POST /api/report/excel for a whole list: the server pages through every matching row. */
export interface ListExportBody {
  fileName: string;
  sheetName: string;
  columns: ExcelColumn[];
  autoFilter: boolean;
  entityName: string;
  query: Record<string, string>;
  /** The reader's locale: headers, lookup labels and date formats of the file. */
  locale?: string;
}

/** Rows above which the page shows a progress indicator while the file comes. */
export const BIG_EXPORT_ROWS = 5000;

/**
 * The export of a list as the user sees it: the visible columns in their order, the current search
 * (filters, free text, sort) so ALL matching rows are exported, not only the loaded page; in the
 * user's locale (headers and lookup values as labels, dates in the locale's format).
 */
export function listExportBody(entityName: string, title: string, visible: readonly ColumnDefinition[], query: Record<string, string>, locale?: string): ListExportBody {
  const day = new Date().toISOString().slice(0, 10);
  return {
    fileName: `${title} ${day}`,
    sheetName: title,
    columns: excelColumnsFor(visible),
    autoFilter: true,
    entityName,
    query,
    ...(locale ? { locale } : {}),
  };
}

import type { ExcelColumn } from '../../engine/lists/excelColumns.ts';
import type { AppContext } from '../context.ts';
import { readLookupLists } from '../scripts/lookupLists.ts';
import { readTranslations } from './readTranslations.ts';

/** What an export writes instead of keys and codes: translated headers, the label of each lookup value. */
export interface ExportLabels {
  /** The column headers in the export's locale. */
  headers: string[];
  /** The value a cell shows: the label of a lookup value (several joined by commas), else the value. */
  value(columnIndex: number, value: unknown): unknown;
  /** Any other text of the file (a key column's header) in the export's locale. */
  text(key: string): string;
}

/**
 * Reads, in one tenant transaction, the translations of the export's locale (as the client loads
 * them: Locale records, shipped texts, string overrides) and the lookup lists its columns name, so
 * a file shows "Payée" where the list shows it, never `PAID`. A value a list lacks stays as is.
 */
export async function readExportLabels(ctx: AppContext, tenant: string, locale: string, columns: readonly ExcelColumn[]): Promise<ExportLabels> {
  const names = [...new Set(columns.flatMap((c) => (c.select && !c.select.startsWith('/') ? [c.select] : [])))];
  const { t, lists } = await ctx.db.withTenant(tenant, async (q) => ({
    t: await readTranslations(ctx, q, locale),
    lists: await readLookupLists(ctx, q, names, locale),
  }));
  const byName = new Map(names.map((name, i) => [name, new Map((lists[i] ?? []).map((item) => [item.value, item.label]))]));
  const labelsOf = columns.map((c) => (c.select ? byName.get(c.select) : undefined));
  const one = (labels: Map<string, string>, v: unknown) => (v === null || v === undefined ? v : (labels.get(String(v)) ?? v));
  return {
    headers: columns.map((c) => t(c.headerLabel)),
    text: t,
    value(index, value) {
      const labels = labelsOf[index];
      if (!labels || !labels.size) return value;
      return Array.isArray(value) ? value.map((v) => one(labels, v)).join(', ') : one(labels, value);
    },
  };
}

import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { cellCurrency, excelCellValue, excelNumFmt, rowValue, type ExcelColumn } from '../../engine/lists/excelColumns.ts';
import { DEFAULT_LOCALE } from '../../engine/format/localeRules.ts';
import { readExportLabels, type ExportLabels } from '../i18n/exportLabels.ts';
import { createListExport } from './list-export.ts';
import { requireSession } from './session.ts';

/** The body of POST /api/report/excel (seed 002 §7); `entityName` + `query` export a whole list. */
export interface ExcelReportBody {
  fileName?: string;
  sheetName?: string;
  columns: ExcelColumn[];
  data?: unknown[];
  autoFilter?: boolean;
  entityName?: string;
  query?: Record<string, string>;
  /** The reader's locale (default en-EU): headers and lookup values as its labels, dates in its format. */
  locale?: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const bodySchema = {
  type: 'object',
  required: ['columns'],
  properties: {
    fileName: { type: 'string', maxLength: 200 },
    sheetName: { type: 'string', maxLength: 100 },
    autoFilter: { type: 'boolean' },
    data: { type: 'array' },
    entityName: { type: 'string' },
    locale: { type: 'string', maxLength: 35 },
    query: { type: 'object', additionalProperties: { type: 'string' } },
    columns: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        required: ['headerLabel'],
        properties: {
          headerLabel: { type: 'string' },
          width: { type: 'number', minimum: 0, maximum: 255 },
          format: { type: 'string' },
          key: { type: 'string' },
          currency: { type: 'string' },
          select: { type: 'string' },
        },
      },
    },
  },
} as const;

/** A file name safe in a header: no quotes, no path, `.xlsx` at the end. */
function xlsxName(name: string | undefined): string {
  const base = (name ?? 'export').replace(/[^\w .()-]+/g, '_').replace(/\.xlsx$/i, '').slice(0, 120) || 'export';
  return `${base}.xlsx`;
}

/** Excel forbids some characters in sheet names and more than 31 of them. */
function sheetName(name: string | undefined): string {
  return (name ?? 'Sheet1').replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1';
}

function drained(stream: Writable): Promise<void> {
  return stream.writableNeedDrain ? new Promise((resolve) => stream.once('drain', () => resolve())) : Promise.resolve();
}

/**
 * Streams a workbook of one sheet into `out`: header row, then every row of every page, committed as
 * it goes; headers and lookup values as `labels` gives them, dates as real date cells shown in the
 * locale's date format.
 */
async function writeWorkbook(out: PassThrough, body: ExcelReportBody, labels: ExportLabels, pages: AsyncIterable<unknown[]>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(body.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = body.columns;
  const locale = body.locale || DEFAULT_LOCALE;
  // One style object per column (and per row currency): exceljs caches style ids by object, so shared
  // objects cost a lookup per cell instead of a serialisation (about half the export time otherwise).
  const perRow = columns.map((c) => c.format === 'currency' && Boolean(c.currency) && !/^[A-Z]{3}$/.test(c.currency!));
  const styles = columns.map((c, i) => {
    const numFmt = excelNumFmt(c.format, perRow[i] ? undefined : cellCurrency(c, undefined), locale);
    return numFmt ? { numFmt } : {};
  });
  const currencyStyles = new Map<string, Partial<ExcelJS.Style>>();
  const currencyStyle = (code: string) => {
    if (!currencyStyles.has(code)) currencyStyles.set(code, { numFmt: excelNumFmt('currency', code) });
    return currencyStyles.get(code)!;
  };
  sheet.columns = columns.map((c, i) => ({ key: `c${i}`, width: c.width || 18 }));
  const header = sheet.addRow(labels.headers);
  const bold = { font: { bold: true } };
  header.eachCell((cell) => (cell.style = bold));
  header.commit();
  if (body.autoFilter !== false) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  for await (const page of pages) {
    for (const data of page) {
      const row = sheet.addRow(columns.map((c, i) => excelCellValue(labels.value(i, rowValue(data, c, i)), c.format)));
      for (let i = 0; i < columns.length; i++) {
        const currency = perRow[i] ? cellCurrency(columns[i], data) : undefined;
        row.getCell(i + 1).style = currency ? currencyStyle(currency) : styles[i];
      }
      row.commit();
    }
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

async function* single(data: unknown[]): AsyncGenerator<unknown[]> {
  yield data;
}

/**
 * POST /api/report/excel: an xlsx file from columns and rows, written with exceljs' streaming writer.
 * With `entityName` and `query` (the list's current search) instead of `data`, the server reads every
 * matching row of the user's tenant page by page, so a list exports ALL its rows in bounded memory;
 * the `x-export-rows` header announces how many, for the client's progress indicator. With `locale`,
 * the file speaks the reader's language: translated headers, lookup labels, the locale's dates.
 */
export async function reportExcelPlugin(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ExcelReportBody }>('/api/report/excel', { schema: { body: bodySchema } }, async (request, reply) => {
    const session = requireSession(request);
    const body = request.body;
    const labels = await readExportLabels(app.tabula, session.tenant, body.locale || DEFAULT_LOCALE, body.columns);
    let pages: AsyncIterable<unknown[]>;
    if (body.entityName) {
      const keys = body.columns.map((c) => c.key ?? c.headerLabel).concat(body.columns.flatMap((c) => (c.currency && !/^[A-Z]{3}$/.test(c.currency) ? [c.currency] : [])));
      const list = await createListExport(app.tabula, session.tenant, body.entityName, body.query ?? {}, keys);
      reply.header('x-export-rows', String(list.rows));
      pages = list.pages();
    } else {
      pages = single(body.data ?? []);
      reply.header('x-export-rows', String(body.data?.length ?? 0));
    }
    const out = new PassThrough();
    writeWorkbook(out, body, labels, pages).catch((err: unknown) => {
      request.log.error({ err }, 'excel export failed');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    reply.header('Content-Type', XLSX);
    reply.header('Content-Disposition', `attachment; filename="${xlsxName(body.fileName)}"`);
    return reply.send(out);
  });
}

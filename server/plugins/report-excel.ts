import { replicaRead } from './readYourWrites.ts';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { cellCurrency, excelCellValue, excelCurrencyFormat, excelNumFmt, rowValue, type ExcelColumn } from '../../engine/lists/excelColumns.ts';
import { DEFAULT_LOCALE } from '../../engine/format/localeRules.ts';
import { entityPermission } from '../../engine/permissions/index.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { readExportLabels, type ExportLabels } from '../i18n/exportLabels.ts';
import { loadTenantProfile } from '../storage/tenantProfile.ts';
import { ExportReferences } from './export-references.ts';
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
          linkTo: { type: 'string', maxLength: 500 },
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

/** What a workbook is written with besides the request: the tenant's currency, the names of references. */
interface WorkbookOptions {
  /** The currency of an amount without one of its own (the tenant's); none: a plain amount. */
  tenantCurrency?: string;
  /** A list export's reference columns and the names of the current chunk. */
  references?: ExportReferences;
}

/** One column of the sheet: a column of the request, or the name or the key of a reference column. */
interface SheetColumn {
  source: number;
  part: 'value' | 'name' | 'key';
  header: string;
  width: number;
}

/** The sheet's columns: a reference column becomes its name, then its key in a column of its own. */
function sheetColumns(columns: readonly ExcelColumn[], labels: ExportLabels, references?: ExportReferences): SheetColumn[] {
  return columns.flatMap((c, i): SheetColumn[] => {
    const width = c.width || 18;
    const ref = references?.columns[i];
    if (!ref) return [{ source: i, part: 'value', header: labels.headers[i], width }];
    return [
      { source: i, part: 'name', header: labels.headers[i], width: Math.max(width, 24) },
      { source: i, part: 'key', header: `${labels.headers[i]} (${labels.text(ref.keyLabel)})`, width: 18 },
    ];
  });
}

/**
 * Streams a workbook of one sheet into `out`: header row, then every row of every page, committed as
 * it goes; headers and lookup values as `labels` gives them, dates as real date cells shown in the
 * locale's date format, amounts in their row's currency else the tenant's (never the locale's), with
 * that currency's decimals; a reference column as the referenced record's name and its key beside it.
 */
async function writeWorkbook(out: PassThrough, body: ExcelReportBody, labels: ExportLabels, pages: AsyncIterable<unknown[]>, options: WorkbookOptions = {}): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(body.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = body.columns;
  const locale = body.locale || DEFAULT_LOCALE;
  const { tenantCurrency, references } = options;
  const cells = sheetColumns(columns, labels, references);
  // One style object per column (and per row currency): exceljs caches style ids by object, so shared
  // objects cost a lookup per cell instead of a serialisation (about half the export time otherwise).
  const perRow = columns.map((c) => c.format === 'currency' && Boolean(c.currency) && !/^[A-Z]{3}$/.test(c.currency!));
  const currencyStyles = new Map<string, Partial<ExcelJS.Style>>();
  const currencyStyle = (code: string | undefined) => {
    const id = code ?? '';
    if (!currencyStyles.has(id)) currencyStyles.set(id, { numFmt: excelCurrencyFormat(code) });
    return currencyStyles.get(id)!;
  };
  const styles = cells.map(({ source, part }): Partial<ExcelJS.Style> => {
    const c = columns[source];
    if (part !== 'value') return {};
    if (c.format === 'currency') return currencyStyle(cellCurrency(c, undefined) ?? tenantCurrency);
    const numFmt = excelNumFmt(c.format, undefined, locale, c.key ?? c.headerLabel);
    return numFmt ? { numFmt } : {};
  });
  sheet.columns = cells.map((c, i) => ({ key: `c${i}`, width: c.width }));
  const header = sheet.addRow(cells.map((c) => c.header));
  const bold = { font: { bold: true } };
  header.eachCell((cell) => (cell.style = bold));
  header.commit();
  if (body.autoFilter !== false) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: cells.length } };
  for await (const page of pages) {
    for (const data of page) {
      const values = columns.map((c, i) => rowValue(data, c, i));
      const row = sheet.addRow(
        cells.map(({ source, part }) => {
          const c = columns[source];
          const value = values[source];
          if (part === 'value') return excelCellValue(labels.value(source, value), c.format);
          // the referenced record's name; its key when unknown or not readable by the caller
          if (part === 'name') return excelCellValue(references!.name(data as Record<string, unknown>, source, value) ?? value, 'text');
          return excelCellValue(value, 'text');
        }),
      );
      for (let i = 0; i < cells.length; i++) {
        const source = cells[i].source;
        row.getCell(i + 1).style = perRow[source] && cells[i].part === 'value' ? currencyStyle(cellCurrency(columns[source], data) ?? tenantCurrency) : styles[i];
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
    // amounts without a currency of their own are in the tenant's (read before any tenant transaction)
    const tenantCurrency = (await loadTenantProfile(app.tabula, session.tenant)).currency;
    let pages: AsyncIterable<unknown[]>;
    let references: ExportReferences | undefined;
    if (body.entityName) {
      const caller = await app.identity.callers.resolve(session);
      const readable = (info: EntityInfo) => caller.can(entityPermission('GET', info.apiPath), { entity: info.name });
      const keys = body.columns.map((c) => c.key ?? c.headerLabel).concat(body.columns.flatMap((c) => (c.currency && !/^[A-Z]{3}$/.test(c.currency) ? [c.currency] : [])));
      references = new ExportReferences(app.tabula, body.columns, body.entityName, readable);
      const list = await createListExport(app.tabula, session.tenant, body.entityName, body.query ?? {}, keys.concat(references.extraKeys), undefined, replicaRead(request));
      // exporting a list is reading it: the caller needs the list's own read permission
      if (!readable(list.info)) throw new AppError('PERMISSION_DENIED', [entityPermission('GET', list.info.apiPath)]);
      reply.header('x-export-rows', String(list.rows));
      const names = references.any ? references : undefined;
      pages = list.pages(names && ((q, rows) => names.read(q, rows)));
    } else {
      pages = single(body.data ?? []);
      reply.header('x-export-rows', String(body.data?.length ?? 0));
    }
    const out = new PassThrough();
    writeWorkbook(out, body, labels, pages, { tenantCurrency, references }).catch((err: unknown) => {
      request.log.error({ err }, 'excel export failed');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    reply.header('Content-Type', XLSX);
    reply.header('Content-Disposition', `attachment; filename="${xlsxName(body.fileName)}"`);
    return reply.send(out);
  });
}

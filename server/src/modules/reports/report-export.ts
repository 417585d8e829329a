import { PassThrough, type Readable } from 'node:stream';
import {
  cellLabelKey,
  reportByFile,
  reportPath,
  sortReportRows,
  type TReportCell,
  type TReportColumn,
  type TReportColumnType,
  type TReportExportFormat,
  type TReportResult,
  type TReportRow,
  type TReportSortDirection,
  type TReportTable,
} from '@mp/contracts/reports';
import { childLabelKey } from '@mp/contracts/access/menu';
import { DAILY_DIGEST_FILE } from '@mp/contracts/report-schedules';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { englishColumnLabel, englishText, englishTranslate } from './report-labels.ts';

/** What an export sends: the stream, its type and the attachment's file name. */
export type TReportFile = { stream: Readable; contentType: string; fileName: string };

export const EXPORT_CONTENT_TYPE: Record<TReportExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** A row with its coded cells (a missing device, a discount's kind, a flag) in words, as the screen shows them. */
function labelCodes(table: TReportTable, row: TReportRow): TReportRow {
  const out: TReportRow = { ...row };
  for (const column of table.Columns) {
    const key = cellLabelKey(column.Key, row[column.Key]);
    if (key) out[column.Key] = englishText(key);
  }
  return out;
}

/** Coded cells in words, then the screen's order, to every table that has the column (issue 15 §3). */
export function sortedTables(
  tables: readonly TReportTable[],
  column: string | undefined,
  direction: TReportSortDirection | undefined,
): TReportTable[] {
  const labelled = tables.map((table) => ({ ...table, Rows: table.Rows.map((row) => labelCodes(table, row)) }));
  if (!column) return labelled;
  return labelled.map((table) => ({ ...table, Rows: sortReportRows(table, column, direction ?? 'ASC') }));
}

/** `OperationsSummary_2026-11-01_2026-11-24.csv`. */
export const exportFileName = (result: TReportResult, format: TReportExportFormat): string =>
  `${result.File}_${result.FromDate}_${result.ToDate}.${format}`;

/** The report's English name: its menu label (`portal.menu.results_operations.location`), else its file name. */
function reportTitle(file: string): string {
  if (file === DAILY_DIGEST_FILE) return englishText('reportSchedules.digest.title');
  const report = reportByFile(file);
  if (!report) return file;
  const path = reportPath(report);
  return englishText(childLabelKey(path.slice(0, path.lastIndexOf('/')), report.id));
}

const TOTALS_LABEL = () => englishText('reports.viewer.totals');

/** The totals row with its label in the first column when that column holds no figure. */
function totalsCells(table: TReportTable): TReportCell[] | null {
  if (!table.Totals) return null;
  const totals = table.Totals;
  return table.Columns.map((c, i) =>
    i === 0 && (totals[c.Key] ?? null) === null ? TOTALS_LABEL() : (totals[c.Key] ?? null),
  );
}

/** The title, the range and, when the report compares, the comparison range (as the screen's header words it). */
const header = (result: TReportResult) => ({
  title: reportTitle(result.File),
  range: `${result.FromDate} – ${result.ToDate}`,
  comparison: result.Comparison
    ? englishTranslate(`reports.viewer.header.comparison.${result.Comparison.CompareTo}`, {
        from: result.Comparison.FromDate,
        to: result.Comparison.ToDate,
      })
    : null,
});

// ---------------------------------------------------------------------------------------------------------------
// CSV: a short header, then one section per table (its title, the column labels, the rows as the JSON has them, the
// totals), a blank line between sections. Values stay machine-readable (decimal strings, ISO dates); a byte order
// mark makes Excel read the UTF-8 (store names with accents) as UTF-8.

function csvFile(result: TReportResult, tables: readonly TReportTable[]): Readable {
  const csv = stringify({ bom: true });
  const { title, range, comparison } = header(result);
  csv.write([title]);
  csv.write([result.StoreName]);
  csv.write([range]);
  if (comparison) csv.write([comparison]);
  for (const table of tables) {
    csv.write([]);
    csv.write([englishText(table.TitleKey)]);
    csv.write(table.Columns.map((c) => englishColumnLabel(c, table.Columns)));
    for (const row of table.Rows) csv.write(table.Columns.map((c) => row[c.Key] ?? null));
    const totals = totalsCells(table);
    if (totals) csv.write(totals);
  }
  csv.end();
  return csv;
}

// ---------------------------------------------------------------------------------------------------------------
// Excel: one worksheet per table, figures as numbers with number formats, the totals row bold.

const NUMBER_FORMAT: Partial<Record<TReportColumnType, string>> = {
  money: '#,##0.00',
  quantity: '#,##0.000',
  count: '#,##0',
  percent: '0.00"%"',
  hours: '#,##0.00',
  hour: '0',
};

const xlsxValue = (column: TReportColumn, value: TReportCell | undefined): ExcelJS.CellValue => {
  if (value === null || value === undefined) return null;
  if (NUMBER_FORMAT[column.Type] && typeof value !== 'boolean' && value !== '' && !Number.isNaN(Number(value)))
    return Number(value);
  return typeof value === 'boolean' ? String(value) : value;
};

/** Excel refuses sheet names over 31 characters, with []:*?/\ or repeated. */
function sheetName(title: string, used: Set<string>): string {
  const base = title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 28) || 'Sheet';
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  used.add(name.toLowerCase());
  return name;
}

/** The rows above each sheet's column labels: title with store, then the range (and comparison range), then a blank row. */
export const XLSX_HEADER_ROWS = 3;

async function writeXlsx(result: TReportResult, tables: readonly TReportTable[], out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const { title, range, comparison } = header(result);
  const used = new Set<string>();
  for (const table of tables) {
    const sheet = workbook.addWorksheet(sheetName(englishText(table.TitleKey), used));
    sheet.columns = table.Columns.map((c) => ({
      key: c.Key,
      width: c.Type === 'text' ? 28 : 16,
      ...(NUMBER_FORMAT[c.Type] ? { style: { numFmt: NUMBER_FORMAT[c.Type] } } : {}),
    }));
    sheet.addRow([`${title}: ${englishText(table.TitleKey)}`, result.StoreName]).commit();
    sheet.addRow(comparison ? [range, comparison] : [range]).commit();
    sheet.addRow([]).commit();
    const labels = sheet.addRow(table.Columns.map((c) => englishColumnLabel(c, table.Columns)));
    labels.font = { bold: true };
    labels.commit();
    for (const row of table.Rows) sheet.addRow(table.Columns.map((c) => xlsxValue(c, row[c.Key]))).commit();
    const totals = totalsCells(table);
    if (totals) {
      const line = sheet.addRow(table.Columns.map((c, i) => xlsxValue(c, totals[i])));
      line.font = { bold: true };
      line.commit();
    }
    sheet.commit();
  }
  await workbook.commit();
}

function xlsxFile(result: TReportResult, tables: readonly TReportTable[]): Readable {
  const out = new PassThrough();
  writeXlsx(result, tables, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// PDF: title, store and range, then each table as plain columns, its labels repeated on every new page.

const RIGHT_ALIGNED = new Set<TReportColumnType>(['money', 'quantity', 'count', 'percent', 'hours', 'hour']);

/** Decimal strings with thousands grouped, exactly as sent (no float rounding). */
function pdfText(type: TReportColumnType, value: TReportCell | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (!RIGHT_ALIGNED.has(type) || !/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [whole = '', frac] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}${frac === undefined ? '' : `.${frac}`}${type === 'percent' ? '%' : ''}`;
}

const MARGIN = 36;
const ROW_HEIGHT = 16;

function pdfFile(result: TReportResult, tables: readonly TReportTable[]): Readable {
  const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: MARGIN });
  const { title, range, comparison } = header(result);
  doc.info.Title = `${title} ${range}`;
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.font('Helvetica').fontSize(10).text(result.StoreName);
  if (result.Address) doc.text(result.Address);
  doc.text(range);
  if (comparison) doc.text(comparison);
  doc.moveDown();
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - ROW_HEIGHT;

  for (const table of tables) {
    const columnWidth = width / Math.max(1, table.Columns.length);
    const line = (cells: readonly string[], bold: boolean) => {
      if (doc.y > bottom()) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      table.Columns.forEach((c, i) => {
        doc.text(cells[i] ?? '', MARGIN + i * columnWidth, y, {
          width: columnWidth - 4,
          align: RIGHT_ALIGNED.has(c.Type) ? 'right' : 'left',
          lineBreak: false,
          ellipsis: true,
        });
      });
      doc.x = MARGIN;
      doc.y = y + ROW_HEIGHT;
    };
    const labels = () =>
      line(
        table.Columns.map((c) => englishColumnLabel(c, table.Columns)),
        true,
      );
    if (doc.y > bottom() - 3 * ROW_HEIGHT) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text(englishText(table.TitleKey), MARGIN, doc.y);
    doc.moveDown(0.3);
    labels();
    for (const row of table.Rows) {
      if (doc.y > bottom()) {
        doc.addPage();
        labels();
      }
      line(
        table.Columns.map((c) => pdfText(c.Type, row[c.Key])),
        false,
      );
    }
    const totals = totalsCells(table);
    if (totals)
      line(
        table.Columns.map((c, i) => pdfText(c.Type, totals[i])),
        true,
      );
    doc.moveDown();
  }
  doc.end();
  return doc;
}

/** The report as a file in the asked format, its tables in the order the screen showed. */
export function reportFile(
  result: TReportResult,
  format: TReportExportFormat,
  sort: { column?: string | undefined; direction?: TReportSortDirection | undefined } = {},
): TReportFile {
  const tables = sortedTables(result.Tables, sort.column, sort.direction);
  const stream =
    format === 'csv' ? csvFile(result, tables) : format === 'xlsx' ? xlsxFile(result, tables) : pdfFile(result, tables);
  return { stream, contentType: EXPORT_CONTENT_TYPE[format], fileName: exportFileName(result, format) };
}

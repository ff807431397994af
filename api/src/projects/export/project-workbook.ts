/**
 * The project list as an Excel workbook (sheet "Projects", frozen header with filters, dates
 * dd/mm/yyyy), streamed as the rows arrive so a large export never holds the whole file. Cells are
 * plain values, never formulas, so text starting with = or + stays text.
 */
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { PROJECT_FIELDS, type Cell } from '../project-fields.js';
import type { Project } from '../project-queries.js';

interface Column {
  header: string;
  value: (project: Project) => Cell;
}

/** The fields with an Excel column, in the table's order. */
export const EXPORT_COLUMNS: readonly Column[] = Object.entries(PROJECT_FIELDS).flatMap(
  ([name, field]: [string, { excel?: { header: string; cell(value: never): Cell } }]) =>
    field.excel
      ? [{ header: field.excel.header, value: (project: Project) => field.excel!.cell(project[name as keyof Project] as never) }]
      : [],
);

const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_WIDTH = 12;
// at least 10: exceljs leaves a column of its default width (9) out of the file
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

/** Characters of the widest entry (header included) of the first rows, plus a margin for the filter button. */
function widths(rows: readonly Cell[][]): number[] {
  return EXPORT_COLUMNS.map((column, i) => {
    let widest = column.header.length;
    for (const row of rows) {
      const cell = row[i];
      widest = Math.max(widest, cell instanceof Date ? DATE_WIDTH : (cell?.length ?? 0));
    }
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 3));
  });
}

/**
 * The workbook as a stream, written batch by batch while it is sent: the columns take the width
 * of the first batch's content (the header row comes first, so later rows cannot widen them).
 * A failure after the first bytes ends the stream with the error (the client sees a broken
 * download, never a complete-looking file).
 */
export function projectWorkbookStream(batches: AsyncIterable<readonly Project[]>): Readable {
  const output = new PassThrough();
  void (async () => {
    // exceljs and its zip writer (about 200 modules) load with the first export, not with the API
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Projects', { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
    let started = false;
    const start = (firstRows: readonly Cell[][]) => {
      const columnWidths = widths(firstRows);
      sheet.columns = EXPORT_COLUMNS.map((column, i) => ({ header: column.header, width: columnWidths[i] }));
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
      const header = sheet.getRow(1);
      header.font = { bold: true };
      header.commit();
      started = true;
    };
    for await (const projects of batches) {
      const rows = projects.map((project) => EXPORT_COLUMNS.map((column) => column.value(project)));
      if (!started) start(rows);
      for (const values of rows) {
        const row = sheet.addRow(values);
        values.forEach((value, i) => {
          if (value instanceof Date) row.getCell(i + 1).numFmt = DATE_FORMAT;
        });
        row.commit();
      }
      // let the zip compress and the socket send what this batch wrote before the next one
      await setImmediatePromise();
    }
    if (!started) start([]);
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/**
 * The project list as an Excel workbook: one sheet "Projects", the list's columns, a bold and
 * frozen header row with filter buttons, real dates shown dd/mm/yyyy, columns as wide as their
 * content. Written with exceljs's streaming writer, which keeps rows as XML instead of an object
 * per cell (a 50,000-row export stays small in memory). Cells are plain values, never formulas,
 * so text that starts with = or + is shown as text.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { PROJECT_FIELDS, type Cell } from '../project-fields.js';
import type { Project } from '../project-queries.js';

interface Column {
  header: string;
  value: (project: Project) => Cell;
}

/** The fields with an Excel column, in the table's order. */
export const EXPORT_COLUMNS: readonly Column[] = Object.entries(PROJECT_FIELDS).flatMap(([name, field]: [string, { excel?: { header: string; cell(value: never): Cell } }]) =>
  field.excel ? [{ header: field.excel.header, value: (project: Project) => field.excel!.cell(project[name as keyof Project] as never) }] : [],
);

const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_WIDTH = 12;
// at least 10: exceljs leaves a column of its default width (9) out of the file
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

/** Characters of the widest entry (header included), plus a margin for the filter button. */
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

export async function projectWorkbook(projects: readonly Project[]): Promise<Buffer> {
  const rows = projects.map((project) => EXPORT_COLUMNS.map((column) => column.value(project)));
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Projects', { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  const columnWidths = widths(rows);
  sheet.columns = EXPORT_COLUMNS.map((column, i) => ({ header: column.header, width: columnWidths[i] }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const values of rows) {
    const row = sheet.addRow(values);
    values.forEach((value, i) => {
      if (value instanceof Date) row.getCell(i + 1).numFmt = DATE_FORMAT;
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

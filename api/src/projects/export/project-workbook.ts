/**
 * The project list as an Excel workbook: one sheet "Projects", the list's columns, a bold and
 * frozen header row with filter buttons, real dates shown dd/mm/yyyy, columns as wide as their
 * content. Written with exceljs's streaming writer, which keeps rows as XML instead of an object
 * per cell (a 50,000-row export stays small in memory). Cells are plain values, never formulas,
 * so text that starts with = or + is shown as text.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { titleCase } from '@ottilia/shared-contracts/permissions';
import type { Project } from '../project-queries.js';

const sentenceCase = (upperSnake: string) => {
  const words = titleCase(upperSnake);
  return words.charAt(0) + words.slice(1).toLowerCase();
};

type Cell = string | Date | null;

interface Column {
  header: string;
  value: (project: Project) => Cell;
}

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** A calendar date (yyyy-MM-dd) as midnight UTC, which Excel shows as that day. */
const calendarDay = (date: string | null) => (date ? new Date(`${date}T00:00:00Z`) : null);

export const EXPORT_COLUMNS: readonly Column[] = [
  { header: 'ID', value: (p) => p.uuid },
  { header: 'Name', value: (p) => p.name },
  // the list screen's wording for a project without an agency
  { header: 'Agency', value: (p) => p.agency?.name ?? 'Other agency' },
  { header: 'Brand', value: (p) => p.brand.name },
  { header: 'Type of website', value: (p) => p.projectTypeName },
  // sentence case, as the screens show it ('In review')
  { header: 'Status', value: (p) => sentenceCase(p.status) },
  { header: 'Created', value: (p) => new Date(p.createdAt) },
  { header: 'Estimated go-live', value: (p) => calendarDay(p.estimatedGoLiveDate) },
  { header: 'Markets', value: (p) => p.markets.join(', ') },
  { header: 'Global policies', value: (p) => yesNo(p.hasGlobalPolicies) },
  { header: 'Age gateway', value: (p) => yesNo(p.hasAgeGateway) },
  { header: 'Cookie consent', value: (p) => yesNo(p.hasCookieConsent) },
];

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

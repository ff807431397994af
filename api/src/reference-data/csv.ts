/**
 * CSV files for spreadsheet users: RFC 4180 (comma, CRLF, quotes doubled), UTF-8 with a byte
 * order mark so Excel reads accents right, a header row. A text cell that a spreadsheet would
 * run as a formula (starting with = + - @, tab or carriage return) gets a leading apostrophe
 * (OWASP's CSV injection advice): names and e-mails come from users.
 */
export interface CsvColumn<Rec> {
  header: string;
  value: (record: Rec) => string | number | null;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Rec>(columns: readonly CsvColumn<Rec>[], records: readonly Rec[]): string {
  const lines = [columns.map((column) => cell(column.header)), ...records.map((record) => columns.map((column) => cell(column.value(record))))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** 'Active' or 'Inactive', as the screens show the flag. */
export const activeLabel = (isActive: boolean) => (isActive ? 'Active' : 'Inactive');

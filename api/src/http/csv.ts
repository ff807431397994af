/**
 * CSV files for spreadsheet users: RFC 4180 (comma, CRLF, quotes doubled), UTF-8 with a byte
 * order mark so Excel reads accents right, a header row. A text cell that a spreadsheet would
 * run as a formula (starting with = + - @, tab or carriage return) gets a leading apostrophe
 * (OWASP's CSV injection advice): names and e-mails come from users.
 */
import { Readable } from 'node:stream';

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

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

/** The file as a stream, one chunk of lines per batch of records as they are read: the text is never built whole. */
export function csvStream<Rec>(columns: readonly CsvColumn<Rec>[], batches: AsyncIterable<readonly Rec[]>): Readable {
  return Readable.from(
    (async function* chunks() {
      yield `\uFEFF${line(columns.map((column) => cell(column.header)))}`;
      for await (const records of batches) {
        yield records.map((record) => line(columns.map((column) => cell(column.value(record))))).join('');
      }
    })(),
  );
}

/** 'Active' or 'Inactive', as the screens show the flag. */
export const activeLabel = (isActive: boolean) => (isActive ? 'Active' : 'Inactive');

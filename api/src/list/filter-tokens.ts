import { badRequest } from '../http/problem.js';

/** A literal as the parser hands it on; dates are already checked against the calendar. */
export type Literal =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: string } // as written, so decimals stay exact
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'date'; value: string } // YYYY-MM-DD
  | { kind: 'datetime'; value: string }; // normalised to UTC: YYYY-MM-DDTHH:MM:SS[.fraction]Z

export type Token =
  | { type: '(' | ')' | ',' | 'end'; position: number; text: string }
  | { type: 'word'; position: number; text: string } // field, function, operator or keyword
  | { type: 'literal'; position: number; text: string; literal: Literal };

/** Positions in messages count characters from 1. */
export const syntaxError = (detail: string, position: number) => badRequest('filter-syntax', detail, { parameter: '$filter', position });

/** How a token appears in a message: quoted and cut short, so a huge input is not echoed back. */
export function describeToken(token: Token): string {
  if (token.type === 'end') return 'the end of $filter';
  const short = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);
  if (token.type !== 'literal') return `'${short(token.text)}'`;
  // a string as written, so 'it''s' and '42' stay distinguishable from the number 42
  return token.literal.kind === 'string' ? `'${short(token.text.slice(1, -1))}'` : short(token.text);
}

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const DATE = /(\d{4})-(\d{2})-(\d{2})/y;
const TIME = /T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?/y;
const NUMBER = /[+-]?\d+(?:\.\d+)?/y;
// what may not directly follow a number or date: it would make a malformed one (12abc, 1.2.3)
const GLUED = /[A-Za-z0-9_.:+-]/;

function matchAt(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const position = i + 1;
    if (/\s/.test(char)) {
      i++;
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ type: char, position, text: char });
      i++;
    } else if (char === "'") {
      const { value, end } = readString(text, i);
      tokens.push({ type: 'literal', position, text: text.slice(i, end), literal: { kind: 'string', value } });
      i = end;
    } else if (/[0-9+-]/.test(char)) {
      const { literal, end } = readNumberOrDate(text, i);
      tokens.push({ type: 'literal', position, text: text.slice(i, end), literal });
      i = end;
    } else {
      const word = matchAt(WORD, text, i);
      if (!word) throw syntaxError(`Unexpected character '${char}' at position ${position} of $filter.`, position);
      tokens.push({ type: 'word', position, text: word[0] });
      i += word[0].length;
    }
  }
  tokens.push({ type: 'end', position: text.length + 1, text: '' });
  return tokens;
}

/** A single-quoted string; a doubled quote stands for one quote, as in OData and SQL. */
function readString(text: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  for (;;) {
    const close = text.indexOf("'", i);
    if (close < 0) throw syntaxError(`Unterminated string starting at position ${start + 1} of $filter.`, start + 1);
    value += text.slice(i, close);
    if (text[close + 1] !== "'") {
      // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database
      if (value.includes('\0')) throw syntaxError(`The string at position ${start + 1} of $filter contains a NUL character.`, start + 1);
      return { value, end: close + 1 };
    }
    value += "'";
    i = close + 2;
  }
}

function readNumberOrDate(text: string, start: number): { literal: Literal; end: number } {
  const position = start + 1;
  const date = matchAt(DATE, text, start);
  let literal: Literal;
  let end: number;
  if (date) {
    const [, year, month, day] = date.map(Number) as [number, number, number, number];
    end = start + date[0].length;
    if (!isCalendarDate(year, month, day)) {
      throw syntaxError(`${date[0]} at position ${position} of $filter is not a valid calendar date.`, position);
    }
    const time = text[end] === 'T' ? matchAt(TIME, text, end) : null;
    if (time) {
      end += time[0].length;
      literal = { kind: 'datetime', value: utcDateTime(text.slice(start, end), [year, month, day], time, position) };
    } else {
      literal = { kind: 'date', value: date[0] };
    }
  } else {
    const number = matchAt(NUMBER, text, start);
    if (!number) throw syntaxError(`Unexpected character '${text[start]}' at position ${position} of $filter.`, position);
    end = start + number[0].length;
    literal = { kind: 'number', value: number[0] };
  }
  const after = text[end];
  if (after !== undefined && GLUED.test(after)) {
    const word = text.slice(start).split(/[\s(),]/, 1)[0]!;
    throw syntaxError(`Malformed number or date '${word.slice(0, 40)}' at position ${position} of $filter.`, position);
  }
  return { literal, end };
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/**
 * Normalise to UTC so the value means the same instant whether the column is timestamptz or a
 * timestamp without time zone holding UTC (drizzle's convention), which ignores a written offset.
 */
function utcDateTime(written: string, [year, month, day]: number[], time: RegExpExecArray, position: number): string {
  const [, hh, mm, ss = '00', fraction, zone] = time;
  const fail = (problem: string) => syntaxError(`The date-time ${written} at position ${position} of $filter ${problem}.`, position);
  if (!zone) throw fail('needs a time zone: Z or an offset like +02:00 (a + in a URL is sent as %2B)');
  const [hours, minutes, seconds] = [Number(hh), Number(mm), Number(ss)];
  if (hours > 23 || minutes > 59 || seconds > 59) throw fail('has an invalid time');
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const [zoneHours, zoneMinutes] = zone.slice(1).split(':').map(Number) as [number, number];
    if (zoneHours > 14 || zoneMinutes > 59) throw fail('has an invalid offset');
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  }
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999
  const instant = new Date(0);
  instant.setUTCFullYear(year!, month! - 1, day!);
  instant.setUTCHours(hours, minutes - offsetMinutes, seconds, 0);
  const utcYear = instant.getUTCFullYear();
  if (utcYear < 1 || utcYear > 9999) throw fail('is out of range');
  return `${instant.toISOString().slice(0, 19)}${fraction ? `.${fraction}` : ''}Z`;
}

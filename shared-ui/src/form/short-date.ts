import { parseApiDate } from './calendar-date';

// Intl rather than date-fns (as long-date.ts): en-GB's two-digit day and month are dd/MM/yyyy
// exactly, so the main entry can offer it without date-fns. Made at the first date shown.
let shortDate: Intl.DateTimeFormat | undefined;

/** A date as the spec writes it (section 9: dd/MM/yyyy) in the user's time zone; anything unparseable as given. */
export function formatShortDate(iso: string): string {
  const date = parseApiDate(iso);
  if (!date) return iso;
  shortDate ??= new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
  return shortDate.format(date);
}

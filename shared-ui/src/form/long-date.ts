import { parseApiDate } from './calendar-date';

// Intl rather than date-fns' format: the same words at no bytes, so /home can show long dates
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Long date, spec section 9: day, month name, year ('7 March 2025'); anything unparseable as given. */
export function formatLongDate(iso: string): string {
  const date = parseApiDate(iso);
  return date ? LONG_DATE.format(date) : iso;
}

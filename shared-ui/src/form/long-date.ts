import { parseApiDate } from './calendar-date';

// Intl rather than date-fns' format: the same words at no bytes, so /home can show long dates.
// Made at the first long date, not as the module loads: the first Intl.DateTimeFormat loads ICU's
// data (20-40 ms of the main thread in the first load's traces), which a page without one never needs.
let longDate: Intl.DateTimeFormat | undefined;

/** Long date, spec section 9: day, month name, year ('7 March 2025'); anything unparseable as given. */
export function formatLongDate(iso: string): string {
  const date = parseApiDate(iso);
  if (!date) return iso;
  longDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  return longDate.format(date);
}

import { format } from 'date-fns';
import { parseApiDate } from './calendar-date';

/** Long date, spec section 9: day, month name, year ('7 March 2025'); anything unparseable as given. */
export function formatLongDate(iso: string): string {
  const date = parseApiDate(iso);
  return date ? format(date, 'd MMMM yyyy') : iso;
}

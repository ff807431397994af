import { format } from 'date-fns';
import { parseApiDate } from './calendar-date';

/**
 * An API date ('2025-03-07') or timestamp in a date-fns pattern, in the user's time zone; anything
 * unparseable as given. Remotes format through this (a module of the shared editing entry) rather
 * than importing date-fns, so one copy of it is fetched, not one per app.
 */
export function formatApiDate(iso: string, pattern: string): string {
  const date = parseApiDate(iso);
  return date ? format(date, pattern) : iso;
}

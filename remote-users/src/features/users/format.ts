import { parseApiDate } from '@ottilia/shared-ui/editing';
import { format } from 'date-fns';

/** Long date, spec section 9: day, month name, year ('7 March 2025'); unparseable text as given. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = parseApiDate(iso);
  return date ? format(date, 'd MMMM yyyy') : iso;
}

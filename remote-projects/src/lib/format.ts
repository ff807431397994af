import { formatApiDate } from '@ottilia/shared-ui/editing';

/** Spec section 3: first four characters, three dots, last four. */
export function shortId(uuid: string): string {
  return uuid.length > 11 ? `${uuid.slice(0, 4)}...${uuid.slice(-4)}` : uuid;
}

/**
 * An API date ('2025-03-07') or timestamp as dd/MM/yyyy in the user's time zone (spec section 9).
 * Anything unparseable is shown as given rather than breaking the row.
 */
export function formatDate(iso: string): string {
  return formatApiDate(iso, 'dd/MM/yyyy');
}

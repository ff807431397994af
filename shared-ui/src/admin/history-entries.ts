/** How an entry of a record's history (GET /{r}/{eid}/history, newest first) reads. */
import type { WireHistoryEntry, WireProjectHistoryEntry } from '@ottilia/shared-contracts/wire';
import { formatApiDate } from '@ottilia/shared-ui/editing';
import { enAdmin } from '../i18n/en-admin';
import { adminText } from '../i18n/admin-strings';

/** What every history answer's entries have (the API's types): a reference record's, and a project's with more. */
export type HistoryEntry = Omit<WireHistoryEntry, 'changes'> & Partial<Pick<WireProjectHistoryEntry, 'id'>> & { changes: Readonly<Record<string, unknown>> };

/** 'Created', 'Updated'... in the current language; an action without a label as the API names it. */
export const actionLabel = (action: string) => (Object.hasOwn(enAdmin.history.actions, action) ? adminText(`history.actions.${action}`) : action);

/** dd/MM/yyyy HH:mm in the user's time zone (spec section 9 dates, plus the time). */
export function formatWhen(iso: string): string {
  return formatApiDate(iso, 'dd/MM/yyyy HH:mm');
}

export function formatHistoryValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return adminText(value ? 'history.yes' : 'history.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A reference record's change of a field: { from, to }. */
const isChange = (change: unknown): change is WireHistoryEntry['changes'][string] => typeof change === 'object' && change !== null;

/** 'Name: Aurora → Dawn', with the form's label for a field it knows. */
export function describeChanges(entry: Pick<HistoryEntry, 'changes'>, labels: Readonly<Record<string, string>>): string[] {
  return Object.entries(entry.changes).map(([field, change]) => {
    const { from, to } = isChange(change) ? change : { to: change };
    return `${labels[field] ?? field}: ${formatHistoryValue(from)} → ${formatHistoryValue(to)}`;
  });
}


/** How an entry of a record's history (GET /{r}/{eid}/history, newest first) reads. */
import type { WireHistoryEntry, WireProjectHistoryEntry } from '@ottilia/shared-contracts/wire';
import { formatApiDate } from '@ottilia/shared-ui/editing';
import { enAdmin } from '../i18n/en-admin';
import { adminText } from '../i18n/admin-strings';
import type { Draft, FieldSpec } from './field-specs';

/** What every history answer's entries have (the API's types): a reference record's, and a project's with more. */
export type HistoryEntry = Omit<WireHistoryEntry, 'changes'> &
  Partial<Pick<WireProjectHistoryEntry, 'id'>> & { changes: Readonly<Record<string, unknown>> };

/** The names of the records an entry's changes refer to by id, as the API answers them. */
export type HistoryNames = Readonly<Record<string, string>>;

/** How the screen names a field and, where it has its own words for them, shows its values. */
export interface HistoryField {
  label: string;
  /** The value as the form shows it (a choice's label); undefined: the generic reading. */
  value?(value: unknown): string | undefined;
}

/** A resource's fields as its history reads them, by field name. */
export type HistoryFields = Readonly<Record<string, HistoryField>>;

/** 'Created', 'Updated'... in the current language; an action without a label as the API names it. */
export const actionLabel = (action: string) =>
  Object.hasOwn(enAdmin.history.actions, action) ? adminText(`history.actions.${action}`) : action;

/** dd/MM/yyyy HH:mm in the user's time zone (spec section 9 dates, plus the time). */
export function formatWhen(iso: string): string {
  return formatApiDate(iso, 'dd/MM/yyyy HH:mm');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A stored constant such as ACTIVE or BRAND_MANAGER (two letters are a code, e.g. a market's). */
const CONSTANT = /^[A-Z]{3,}(?:_[A-Z]+)*$/;

/** 'BRAND_MANAGER' -> 'Brand Manager' (spec: upper-snake text shown as Title Case). */
const titleCase = (constant: string) =>
  constant.toLowerCase().replace(/(?:^|_)([a-z])/g, (_, letter: string, at: number) => `${at ? ' ' : ''}${letter.toUpperCase()}`);

/**
 * A value as the screens show it: a name for an id the API named, dd/MM/yyyy dates, Yes/No,
 * constants in Title Case (ACTIVE -> Active), lists joined; nothing as '—'.
 */
export function formatHistoryValue(value: unknown, names: HistoryNames = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return adminText(value ? 'history.yes' : 'history.no');
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => formatHistoryValue(item, names)).join(', ') : '—';
  if (typeof value !== 'string') return JSON.stringify(value);
  if (Object.hasOwn(names, value)) return names[value]!;
  if (DATE.test(value)) return formatApiDate(value, 'dd/MM/yyyy');
  if (DATE_TIME.test(value)) return formatWhen(value);
  if (CONSTANT.test(value)) return titleCase(value);
  return value;
}

/** Fields every resource's history reads alike, whatever its form calls them. */
const commonField = (field: string): HistoryField | undefined =>
  field === 'isActive'
    ? { label: adminText('history.status'), value: (active) => adminText(active ? 'history.active' : 'history.inactive') }
    : undefined;

/** 'requestedBy' -> 'Requested by': a field no screen labels still reads as words. */
const words = (field: string) => {
  const spaced = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** A record's change of a field: { from, to }. */
const isChange = (change: unknown): change is WireHistoryEntry['changes'][string] =>
  typeof change === 'object' && change !== null && !Array.isArray(change);

/** 'Name: Aurora → Dawn', with the screen's label and values for a field it knows. */
export function describeChanges(entry: Pick<HistoryEntry, 'changes' | 'names'>, fields: HistoryFields = {}): string[] {
  return Object.entries(entry.changes).map(([name, change]) => {
    const { from, to } = isChange(change) ? change : { from: undefined, to: change };
    const field = Object.hasOwn(fields, name) ? fields[name]! : commonField(name);
    const show = (value: unknown) =>
      (value === null || value === undefined ? undefined : field?.value?.(value)) ?? formatHistoryValue(value, entry.names);
    return `${field?.label ?? words(name)}: ${show(from)} → ${show(to)}`;
  });
}

/** A choice's label for the value the form offers it under; undefined for a value it does not offer. */
const choiceLabel = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((option) => option.value === value)?.label;

/** The history's reading of a form's fields: their labels, and their choices' labels for the values stored. */
export function historyFieldsOf<D extends Draft>(fields: readonly FieldSpec<D>[]): Record<string, HistoryField> {
  return Object.fromEntries(
    fields.map((spec): [string, HistoryField] => {
      if (spec.kind === 'select') return [spec.name, { label: spec.label, value: (value) => choiceLabel(spec.options, value) }];
      if (spec.kind === 'checkboxes') {
        const each = (value: unknown) => choiceLabel(spec.options, value) ?? formatHistoryValue(value);
        return [
          spec.name,
          { label: spec.label, value: (value) => (Array.isArray(value) && value.length ? value.map(each).join(', ') : undefined) },
        ];
      }
      // the Active toggle reads as the Status column: Status: Active → Inactive
      if (spec.name === 'isActive') return [spec.name, commonField(spec.name)!];
      return [spec.name, { label: spec.label }];
    }),
  );
}

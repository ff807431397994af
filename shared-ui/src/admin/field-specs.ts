/** What a record form edits, as data: one entry per field, rendered by RecordForm. */
import { type SelectOption } from '@ottilia/shared-ui/editing';
import type { ReactNode } from 'react';
import { adminText } from '../i18n/admin-strings';

/** A form's values: text and select fields hold strings, toggles booleans, checkbox groups lists. */
export type Draft = Record<string, string | boolean | readonly string[]>;

interface BaseSpec<D extends Draft> {
  name: keyof D & string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Shown only while this holds for the draft (e.g. an agency only for agency roles). */
  shownWhen?(draft: D): boolean;
}

export type FieldSpec<D extends Draft> = BaseSpec<D> &
  (
    | { kind: 'text'; type?: 'text' | 'email' | 'url'; maxLength?: number }
    | { kind: 'textarea'; maxLength?: number; rows?: number }
    | { kind: 'select'; options: readonly SelectOption[]; placeholder: string }
    | { kind: 'toggle' }
    | { kind: 'checkboxes'; options: readonly SelectOption[] }
    /** A text value edited by a control of the caller's (e.g. an image upload). */
    | { kind: 'custom'; render(field: CustomFieldProps): ReactNode }
  );

/** What RecordForm hands a custom field: its wiring and its text value. */
export interface CustomFieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  value: string;
  onChange(value: string): void;
}

/** A value as the form shows it (in the current language): a select's option label, a toggle's on/off. */
export function displayValue<D extends Draft>(spec: FieldSpec<D>, value: D[keyof D] | undefined): string {
  if (spec.kind === 'toggle') return adminText(value ? 'value.on' : 'value.off');
  if (spec.kind === 'checkboxes') {
    const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
    return (
      chosen.map((entry) => spec.options.find((option) => option.value === entry)?.label ?? entry).join(', ') || adminText('value.none')
    );
  }
  if (spec.kind === 'select') return spec.options.find((option) => option.value === value)?.label ?? String(value ?? '');
  return String(value ?? '');
}

/** A server message such as 'is required' reads as 'Name is required'; full sentences stay as they are. */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

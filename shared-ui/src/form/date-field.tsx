/**
 * A date as the spec writes it, dd/MM/yyyy, whatever the browser's locale (a native date input
 * shows the locale's order, mm/dd/yyyy in an American browser). Typed as text, or picked from the
 * calendar behind the button next to it, read back as an ISO date; the long date ('7 March 2025')
 * under it leaves no doubt about what was understood.
 */
import { Button, space } from '@ottilia/shared-ui';
import { format } from 'date-fns';
import { calendarDate, parseApiDate } from './calendar-date';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useEditingStrings } from '../i18n/editing-strings';
import { Control, FieldFrame, useFieldWiring, type FieldProps } from './field';

// the calendar is a chunk of its own, fetched when a calendar first opens
const DatePickerDialog = lazy(() => import('./date-picker-dialog').then((module) => ({ default: module.DatePickerDialog })));

export const DATE_PATTERN = 'dd/MM/yyyy';

export interface DateFieldProps
  extends FieldProps,
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'> {
  /** ISO date, yyyy-MM-dd; '' for none. */
  value: string;
  /** The ISO date once the text is a whole date in range, '' once it is emptied. */
  onChange(value: string): void;
  /** ISO dates, both included. */
  min?: string;
  max?: string;
  /** The field is one end of a range whose other end is min (the end) or max (the start): its messages say so. */
  rangeEnd?: 'start' | 'end';
  /** The field's own message (a date it cannot take) as it appears and goes, e.g. to stop showing figures of the last good date. */
  onProblem?(problem: string | undefined): void;
}

const TEXT_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** dd/MM/yyyy of an ISO date; '' for none or an unreadable one. */
export function formatDateText(iso: string): string {
  const date = parseApiDate(iso);
  return date ? `${pad(date.getDate(), 2)}/${pad(date.getMonth() + 1, 2)}/${pad(date.getFullYear(), 4)}` : '';
}

/** The ISO date of d/M/yyyy text, or null when it is not a calendar date. */
export function parseDateText(text: string): string | null {
  const match = TEXT_DATE.exec(text.trim());
  const date = match && calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return date ? `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}` : null;
}

const Row = styled.div`
  position: relative;
  display: flex;
  gap: ${space(8)};

  & > input {
    flex: 1 1 auto;
    min-width: 0;
  }

  & > button {
    flex: none;
  }
`;

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V10h14v10zM5 8V6h14v2H5zm2 4h5v5H7z" />
    </svg>
  );
}

function rangeError(t: TFunction, iso: string, min?: string, max?: string, rangeEnd?: 'start' | 'end'): string | undefined {
  if (min && iso < min) return t(rangeEnd === 'end' ? 'date.endBeforeStart' : 'date.after', { date: formatDateText(min) });
  if (max && iso > max) return t(rangeEnd === 'start' ? 'date.startAfterEnd' : 'date.before', { date: formatDateText(max) });
  return undefined;
}

/** What is wrong with text that is not a date: no such month or day (31/02/2027), or not written as dd/MM/yyyy. */
function textError(t: TFunction, text: string): string {
  const match = TEXT_DATE.exec(text.trim());
  if (!match) return t('date.pattern', { pattern: DATE_PATTERN });
  const [year, month] = [Number(match[3]), Number(match[2])];
  if (month < 1 || month > 12) return t('date.noSuchMonth', { month, pattern: DATE_PATTERN });
  const first = new Date(year, month - 1, 1);
  return t('date.noSuchDay', { month: format(first, 'MMMM yyyy'), days: new Date(year, month, 0).getDate() });
}

export function DateField({
  label,
  hint,
  error,
  required,
  id,
  value,
  onChange,
  min,
  max,
  rangeEnd,
  onProblem,
  onBlur,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...input
}: DateFieldProps) {
  const { t } = useEditingStrings();
  const [text, setText] = useState(() => formatDateText(value));
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<string | undefined>();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // a value set from outside (cleared filters, a reloaded record) replaces the text
  if (value !== shown) {
    setShown(value);
    if (parseDateText(text) !== value) setText(formatDateText(value));
    setProblem(undefined);
  }
  const reportProblem = useEffectEvent((message: string | undefined) => onProblem?.(message));
  useEffect(() => reportProblem(problem), [problem]);
  const iso = parseDateText(text);
  const day = iso ? parseApiDate(iso) : null;
  const longDate = day ? format(day, 'd MMMM yyyy') : undefined;
  const shownHint = [hint, longDate].filter(Boolean).join(' ') || undefined;
  const shownError = error ?? problem;
  const { controlProps, ...ids } = useFieldWiring({ id, hint: shownHint, error: shownError, required }, describedBy);

  const change = (next: string) => {
    setText(next);
    setProblem(undefined);
    const parsed = parseDateText(next);
    if (next.trim() === '') {
      setShown('');
      onChange('');
    } else if (parsed && !rangeError(t, parsed, min, max, rangeEnd)) {
      setShown(parsed);
      onChange(parsed);
    }
  };
  return (
    <FieldFrame label={label} hint={shownHint} error={shownError} required={required} {...ids}>
      <Row>
        <Control
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('date.placeholder')}
          maxLength={10}
          {...input}
          {...controlProps}
          // invalid also when the caller says so (a range whose other end is wrong)
          aria-invalid={controlProps['aria-invalid'] ?? invalid}
          value={text}
          onChange={(event) => change(event.target.value)}
          onBlur={(event) => {
            // half-typed or out of range: say so once the user moves on, never while typing
            if (text.trim() !== '') setProblem(iso ? rangeError(t, iso, min, max, rangeEnd) : textError(t, text));
            onBlur?.(event);
          }}
        />
        <Button
          ref={buttonRef}
          variant="secondary"
          icon={<CalendarIcon />}
          aria-label={longDate ? t('date.change', { date: longDate }) : t('date.choose')}
          aria-haspopup="dialog"
          aria-expanded={calendarOpen}
          disabled={input.disabled || input.readOnly}
          onClick={() => setCalendarOpen((open) => !open)}
        />
        {calendarOpen && (
          <Suspense fallback={null}>
            <DatePickerDialog
              value={iso ?? ''}
              min={min}
              max={max}
              opener={buttonRef}
              onSelect={(picked) => {
                change(formatDateText(picked));
                setCalendarOpen(false);
                buttonRef.current?.focus();
              }}
              onClose={(returnFocus) => {
                setCalendarOpen(false);
                if (returnFocus) buttonRef.current?.focus();
              }}
            />
          </Suspense>
        )}
      </Row>
    </FieldFrame>
  );
}

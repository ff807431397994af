/**
 * The date field's calendar, a chunk of its own fetched on the first open (no screen's first load
 * carries it). A non-modal popover that behaves as the WAI-ARIA date-picker dialog: focus moves to
 * the chosen (or today's) day; arrows move by day and week, Home/End to the week's ends,
 * PageUp/PageDown by month (with Shift by year); Enter or Space chooses; Escape closes; Tab stays
 * inside. The caller gives focus back to its button.
 */
import { format, isSameDay } from 'date-fns';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  color,
  fontWeights,
  isTopmost,
  keepTabInside,
  layers,
  pushModal,
  radii,
  shadows,
  space,
} from '@ottilia/shared-ui';
import { useEditingStrings } from '../i18n/editing-strings';
import { parseApiDate } from './calendar-date';
import { clampDay, monthWeeks, moveByKey, weekDays } from './calendar-month';

export interface DatePickerDialogProps {
  /** ISO date shown as chosen; '' for none. */
  value: string;
  min?: string;
  max?: string;
  onSelect(iso: string): void;
  /** returnFocus: false when the user clicked elsewhere (focus is already where they want it). */
  onClose(returnFocus: boolean): void;
  /** The opening button: a press on it toggles, so it does not count as a click outside. */
  opener: RefObject<HTMLElement | null>;
}

const CELL = 40;
const GAP = 8;

const Popover = styled.div`
  position: absolute;
  top: calc(100% + ${space(4)});
  inset-inline-start: 0;
  z-index: ${layers.modal + 1};
  width: max-content; /* its own width, not the field's */
  padding: ${space(12)};
  border: 1px solid ${color('border')};
  border-radius: ${radii.medium}px;
  background: ${color('background')};
  color: ${color('text')};
  box-shadow: ${shadows.overlay};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(8)};
  margin-bottom: ${space(8)};
`;

const MonthName = styled.div`
  font-weight: ${fontWeights.bold};
`;

const Grid = styled.table`
  border-collapse: collapse;

  th {
    width: ${CELL}px;
    height: 32px;
    font-weight: ${fontWeights.bold};
    text-align: center;
  }

  td {
    width: ${CELL}px;
    height: ${CELL}px;
    padding: 0;
    border-radius: ${radii.small}px;
    text-align: center;
    cursor: pointer;
  }

  td:empty {
    cursor: default;
  }

  td[aria-current='date'] {
    box-shadow: inset 0 0 0 1px ${color('border')};
    font-weight: ${fontWeights.bold};
  }

  td[aria-selected='true'] {
    background: ${color('primary')};
    color: ${color('onPrimary')};
  }

  td[aria-disabled='true'] {
    color: ${color('textMuted')};
    text-decoration: line-through;
    cursor: not-allowed;
  }

  td:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: -2px;
  }
`;

const iso = (day: Date) => format(day, 'yyyy-MM-dd');

export function DatePickerDialog({ value, min, max, onSelect, onClose, opener }: DatePickerDialogProps) {
  const { t } = useEditingStrings();
  const monthId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const minDay = min ? parseApiDate(min) : null;
  const maxDay = max ? parseApiDate(max) : null;
  const chosen = parseApiDate(value);
  const [focused, setFocused] = useState(() => clampDay(chosen ?? startOfToday(), minDay, maxDay));
  // the grid takes focus on open and while the user moves in it; the month buttons keep theirs
  const [gridHasFocus, setGridHasFocus] = useState(true);
  const [shift, setShift] = useState(0);
  const outOfRange = (day: Date) => Boolean((minDay && day < minDay) || (maxDay && day > maxDay));

  useLayoutEffect(() => {
    // keep the popover inside the viewport: a field at the right edge opens it leftwards
    const panel = panelRef.current;
    if (!panel) return;
    const overflow = panel.getBoundingClientRect().right - (document.documentElement.clientWidth - GAP);
    if (overflow > 0) setShift(overflow);
  }, []);

  useEffect(() => {
    if (gridHasFocus) gridRef.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }, [focused, gridHasFocus]);

  const close = useEffectEvent(onClose);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    // on the modal stack, so Escape closes the calendar and not a modal around the field
    const release = pushModal(panel);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isTopmost(panel)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close(true);
      } else if (event.key === 'Tab') {
        keepTabInside(event, panel);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.contains(target) && !opener.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
      release();
    };
  }, [opener]);

  const choose = (day: Date) => {
    if (!outOfRange(day)) onSelect(iso(day));
  };
  const onGridKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    const next = moveByKey(focused, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setGridHasFocus(true);
    setFocused(clampDay(next, minDay, maxDay));
  };
  // the month buttons move the grid's day as PageUp/PageDown do, and keep focus on themselves
  const showMonth = (key: 'PageUp' | 'PageDown') => {
    setGridHasFocus(false);
    setFocused((day) => clampDay(moveByKey(day, key, false) ?? day, minDay, maxDay));
  };

  const today = startOfToday();
  return (
    <Popover
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('date.choose')}
      style={shift ? { transform: `translateX(-${shift}px)` } : undefined}
    >
      <Header>
        <Button
          variant="transparent"
          size="small"
          icon={<ChevronLeftIcon />}
          aria-label={t('date.previousMonth')}
          onClick={() => showMonth('PageUp')}
        />
        <MonthName id={monthId} aria-live="polite">
          {format(focused, 'MMMM yyyy')}
        </MonthName>
        <Button
          variant="transparent"
          size="small"
          icon={<ChevronRightIcon />}
          aria-label={t('date.nextMonth')}
          onClick={() => showMonth('PageDown')}
        />
      </Header>
      <Grid ref={gridRef} role="grid" aria-labelledby={monthId} onKeyDown={onGridKeyDown} onFocus={() => setGridHasFocus(true)}>
        <thead>
          <tr>
            {weekDays().map((day) => (
              <th key={day.getDay()} scope="col" abbr={format(day, 'EEEE')}>
                {format(day, 'EEEEEE')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)?.getDate()}>
              {week.map((day, i) =>
                day ? (
                  <td
                    key={i}
                    role="gridcell"
                    tabIndex={isSameDay(day, focused) ? 0 : -1}
                    aria-selected={chosen && isSameDay(day, chosen) ? true : undefined}
                    aria-current={isSameDay(day, today) ? 'date' : undefined}
                    aria-disabled={outOfRange(day) || undefined}
                    onClick={() => {
                      setFocused(day);
                      choose(day);
                    }}
                  >
                    {day.getDate()}
                  </td>
                ) : (
                  <td key={i} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Popover>
  );
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

// The date arithmetic of the date picker's grid: weeks from Monday (the portal writes dd/MM/yyyy,
// the British order), the keys of the WAI-ARIA date-picker dialog pattern, and min/max clamping.
import { addDays, addMonths, addWeeks, addYears, endOfMonth, startOfMonth, startOfWeek } from 'date-fns';

const WEEK = { weekStartsOn: 1 } as const;

/** The month's weeks, Monday to Sunday; days of the months either side are null. */
export function monthWeeks(month: Date): (Date | null)[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const weeks: (Date | null)[][] = [];
  for (let day = startOfWeek(first, WEEK); day <= last; day = addDays(day, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(day, i);
        return date.getMonth() === first.getMonth() ? date : null;
      }),
    );
  }
  return weeks;
}

/** The seven days of any week, Monday first (for the column headers). */
export function weekDays(): Date[] {
  const monday = startOfWeek(new Date(2024, 0, 1), WEEK);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Where a key moves the focused day, or null when the key does not move it. */
export function moveByKey(day: Date, key: string, shift: boolean): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addWeeks(day, -1);
    case 'ArrowDown':
      return addWeeks(day, 1);
    case 'Home':
      return startOfWeek(day, WEEK);
    case 'End':
      return addDays(startOfWeek(day, WEEK), 6); // (endOfWeek ends at 23:59:59.999)
    // date-fns keeps the day, or takes the month's last when it has fewer (31 Jan → 29 Feb)
    case 'PageUp':
      return shift ? addYears(day, -1) : addMonths(day, -1);
    case 'PageDown':
      return shift ? addYears(day, 1) : addMonths(day, 1);
    default:
      return null;
  }
}

/** The day, kept within min and max (both included; null for no limit). */
export function clampDay(day: Date, min: Date | null, max: Date | null): Date {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

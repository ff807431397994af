import { clampDay, monthWeeks, moveByKey, weekDays } from './calendar-month';

const d = (year: number, month: number, day: number) => new Date(year, month - 1, day);

describe('calendar month', () => {
  it('lays a month out in weeks from Monday, blank outside the month', () => {
    const weeks = monthWeeks(d(2026, 2, 10)); // 1 February 2026 is a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual(d(2026, 2, 1));
    expect(weeks[4]!.map((day) => day?.getDate() ?? null)).toEqual([23, 24, 25, 26, 27, 28, null]);
    expect(weekDays().map((day) => day.getDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('moves as the date-picker dialog pattern says', () => {
    const day = d(2025, 1, 31); // a Friday
    expect(moveByKey(day, 'ArrowRight', false)).toEqual(d(2025, 2, 1));
    expect(moveByKey(day, 'ArrowUp', false)).toEqual(d(2025, 1, 24));
    expect(moveByKey(day, 'Home', false)).toEqual(d(2025, 1, 27));
    expect(moveByKey(day, 'End', false)).toEqual(d(2025, 2, 2));
    expect(moveByKey(day, 'PageDown', false)).toEqual(d(2025, 2, 28)); // the shorter month's last day
    expect(moveByKey(d(2024, 2, 29), 'PageUp', true)).toEqual(d(2023, 2, 28));
    expect(moveByKey(day, 'a', false)).toBeNull();
  });

  it('keeps a day within min and max', () => {
    expect(clampDay(d(2025, 1, 1), d(2025, 1, 10), null)).toEqual(d(2025, 1, 10));
    expect(clampDay(d(2025, 1, 31), null, d(2025, 1, 20))).toEqual(d(2025, 1, 20));
    expect(clampDay(d(2025, 1, 15), d(2025, 1, 10), d(2025, 1, 20))).toEqual(d(2025, 1, 15));
  });
});

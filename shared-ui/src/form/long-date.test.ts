import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes the day, the month name and the year', () => {
    expect(formatLongDate('2025-03-07')).toBe('7 March 2025');
  });

  it('shows an unparseable value as given', () => {
    expect(formatLongDate('')).toBe('');
  });
});

describe('formatLongDate of an API timestamp', () => {
  it('writes the local day of the timestamp', () => {
    const at = new Date(2026, 10, 3, 12, 0).toISOString();
    expect(formatLongDate(at)).toBe('3 November 2026');
  });
});

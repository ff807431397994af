import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes the day, the month name and the year', () => {
    expect(formatLongDate('2025-03-07')).toBe('7 March 2025');
  });

  it('shows an unparseable value as given', () => {
    expect(formatLongDate('')).toBe('');
  });
});

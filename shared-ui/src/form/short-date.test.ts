import { formatShortDate } from './short-date';

describe('formatShortDate', () => {
  it('writes dd/MM/yyyy with leading zeros', () => {
    expect(formatShortDate('2025-03-07')).toBe('07/03/2025');
  });

  it('writes the local day of an API timestamp', () => {
    expect(formatShortDate(new Date(2026, 10, 23, 23, 30).toISOString())).toBe('23/11/2026');
  });

  it('shows an unparseable value as given', () => {
    expect(formatShortDate('')).toBe('');
  });
});

import { parseApiDate } from './calendar-date';

describe('parseApiDate', () => {
  it('reads a date as that day in the local time zone', () => {
    const date = parseApiDate('2025-03-07');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2025, 2, 7, 0]);
  });

  it('reads timestamps with Z or an offset as the instant they name', () => {
    expect(parseApiDate('2025-03-07T14:05:00.000Z')?.toISOString()).toBe('2025-03-07T14:05:00.000Z');
    expect(parseApiDate('2025-03-07T14:05:00+02:00')?.toISOString()).toBe('2025-03-07T12:05:00.000Z');
  });

  it('reads a timestamp without a zone as local time', () => {
    expect(parseApiDate('2025-03-07T14:05:00')?.getHours()).toBe(14);
  });

  it('gives null for what is not an API date', () => {
    for (const text of ['', '2025-02-30', '07/03/2025', '2025-3-7', 'soon', '2025-03-07T25:00:00Z', '2025-03-07T14:05Zulu'])
      expect(parseApiDate(text)).toBeNull();
  });
});

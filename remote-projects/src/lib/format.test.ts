import { formatDate, shortId } from './format';

describe('shortId', () => {
  it('shows the first four and last four characters of a uuid around three dots', () => {
    expect(shortId('3f2a9c1e-7b4d-4e8a-9f10-2c6d8e0b5a71')).toBe('3f2a...5a71');
  });

  it('leaves an id too short to shorten as it is', () => {
    expect(shortId('P-1')).toBe('P-1');
  });
});

describe('formatDate', () => {
  it('formats a date as dd/MM/yyyy', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
  });

  it('formats a timestamp by its calendar day', () => {
    expect(formatDate('2024-11-23T12:30:00.000Z')).toBe('23/11/2024');
  });

  it('shows an unparseable value as given', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

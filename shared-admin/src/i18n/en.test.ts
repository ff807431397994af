// Key leak guard: every key the source uses has English here (see englishKeys).
import { englishKeys } from '@ottilia/shared-ui/testing';
import path from 'node:path';
import { en } from './en';

const report = englishKeys(path.join(__dirname, '..'), en, { callees: ['t', 'translate'] });

describe('admin strings', () => {
  it('finds the keys the source uses (the scan itself works)', () => {
    expect(report.used.size).toBeGreaterThan(20);
  });

  it('has English for every key the source uses', () => {
    expect(report.missing).toEqual([]);
  });

  it('holds only non-empty strings, each plural form with its partner', () => {
    expect(report.problems).toEqual([]);
  });
});

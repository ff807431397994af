// Key leak guard: every key the source uses has English here (see englishKeys).
import { englishKeys } from '@ottilia/shared-ui/testing';
import path from 'node:path';
import { AGENCIES, BRANDS, EMAIL_DOMAINS, LEGAL_ENTITIES, NEWS_ITEMS, PROJECT_TYPES, TRANSLATION_STRINGS } from '@ottilia/shared-admin';
import { en } from './en';

const report = englishKeys(path.join(__dirname, '..'), en);

describe('backoffice strings', () => {
  it('finds the keys the source uses (the scan itself works)', () => {
    expect(report.used.size).toBeGreaterThan(20);
  });

  it('has English for every key the source uses', () => {
    expect(report.missing).toEqual([]);
  });

  it('holds only non-empty strings, each plural form with its partner', () => {
    expect(report.problems).toEqual([]);
  });

  // the shared screens name a resource by its identity's label keys, which the scan cannot see
  it.each([AGENCIES, BRANDS, EMAIL_DOMAINS, LEGAL_ENTITIES, PROJECT_TYPES, NEWS_ITEMS, TRANSLATION_STRINGS])('names $kind: $labels.title, .singular, .plural', ({ labels }) => {
    const names = labels.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], en);
    expect(names).toEqual({ title: expect.any(String), singular: expect.any(String), plural: expect.any(String) });
  });
});

// Key leak guard: every key the source uses has English here (see englishKeys).
import { describeEnglishKeys } from '@ottilia/shared-ui/testing';
import path from 'node:path';
import { AGENCIES, BRANDS, EMAIL_DOMAINS, LEGAL_ENTITIES, NEWS_ITEMS, PROJECT_TYPES, TRANSLATION_STRINGS } from '@ottilia/shared-admin';
import { en } from './en';

describeEnglishKeys('backoffice', path.join(__dirname, '..'), en, 20);

// the shared screens name a resource by its identity's label keys, which the scan cannot see
it.each([AGENCIES, BRANDS, EMAIL_DOMAINS, LEGAL_ENTITIES, PROJECT_TYPES, NEWS_ITEMS, TRANSLATION_STRINGS])(
  'names $kind: $labels.title, .singular, .plural',
  ({ labels }) => {
    const names = labels.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], en);
    expect(names).toEqual({ title: expect.any(String), singular: expect.any(String), plural: expect.any(String) });
  },
);

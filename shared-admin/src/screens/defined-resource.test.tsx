// A resource that exists only here, written as a definition: the shared screen suite runs on the
// screens derived from it, so what a new resource's screens do without a line of its own is
// checked on one nothing else uses.
import { identity, reference } from '@ottilia/shared-contracts/resources';
import { describeDefinedScreens } from './test-support/defined-screen-suite';

const GADGETS = reference(
  identity('gadgets', { hasActiveFlag: true, permission: 'translationsEdit' }),
  {
    code: {
      kind: 'text',
      max: 3,
      lowerCase: true,
      unique: 'duplicate-code',
      pattern: { source: '^[a-z]{3}$', message: 'must be three letters' },
      example: () => 'abc',
      list: { column: true, search: true },
    },
    name: { kind: 'text', max: 80, unique: 'duplicate-name', list: { column: true, search: true, sort: true } },
    size: { kind: 'enum', values: ['S', 'M', 'L'], list: { column: true, filter: true } },
    note: { kind: 'text', required: false, max: 40 },
    isActive: { kind: 'flag', list: { filter: true } },
  },
  { title: 'name' },
);

describeDefinedScreens(GADGETS, 'gadgets-test', {
  gadgets: { resource: { title: 'Gadgets', singular: 'gadget', plural: 'gadgets' }, fields: { code: 'Code' } },
});

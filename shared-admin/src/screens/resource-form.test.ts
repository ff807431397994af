import { EMAIL_DOMAINS, LEGAL_ENTITIES } from '@ottilia/shared-admin';
import { formOf } from './resource-form';

// t of a namespace holding these keys: the first key found, else the default
const STRINGS: Record<string, string> = {
  'common.name': 'Name',
  'common.active': 'Active',
  'emailDomains.hints.state': 'May be left empty.',
};
const t = (keys: string[], { defaultValue }: { defaultValue: string }) => STRINGS[keys.find((key) => key in STRINGS) ?? ''] ?? defaultValue;

describe('formOf', () => {
  it('derives each field from the body: required texts with their limits, optional texts, the active flag a toggle', () => {
    const { fields } = formOf(t, EMAIL_DOMAINS, ['name', 'type', 'state', 'isActive']);
    expect(fields).toEqual([
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 253 },
      { name: 'type', label: 'Type', kind: 'text', required: true, maxLength: 60 },
      { name: 'state', label: 'State', kind: 'text', maxLength: 40, hint: 'May be left empty.' },
      { name: 'isActive', label: 'Active', kind: 'toggle' },
    ]);
  });

  it('drafts a record (null as empty, a new record active) and sends an empty optional text as null', () => {
    const form = formOf(t, EMAIL_DOMAINS, ['name', 'type', 'state', 'isActive']);
    expect(form.emptyDraft).toEqual({ name: '', type: '', state: '', isActive: true });
    const draft = form.toDraft({ eid: 'D-1', name: 'ottilia.example', type: 'brand', state: null, isActive: false, version: 2 });
    expect(draft).toEqual({ name: 'ottilia.example', type: 'brand', state: '', isActive: false });
    expect(form.toBody({ ...draft, state: '  ' })).toEqual({ name: 'ottilia.example', type: 'brand', state: null, isActive: false });
  });

  it('takes an override where the screen differs', () => {
    const options = [{ value: 'DE', label: 'Germany' }];
    const { fields } = formOf(t, LEGAL_ENTITIES, ['name', 'country'], {
      country: { kind: 'select', label: 'Country', options, placeholder: 'Select' },
    });
    expect(fields[1]).toEqual({ name: 'country', label: 'Country', kind: 'select', required: true, options, placeholder: 'Select' });
  });
});

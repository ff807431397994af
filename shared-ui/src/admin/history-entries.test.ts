import { actionLabel, describeChanges, formatHistoryValue, formatWhen, historyFieldsOf } from './history-entries';
import type { FieldSpec } from './field-specs';

type UserDraft = { displayName: string; roles: string[]; agencyEid: string; state: string; isActive: boolean };
const USER_FIELDS: FieldSpec<UserDraft>[] = [
  { name: 'displayName', label: 'Display name', kind: 'text' },
  { name: 'roles', label: 'Roles', kind: 'checkboxes', options: [{ value: 'BRAND_MANAGER', label: 'Brand Manager' }] },
  { name: 'agencyEid', label: 'Agency', kind: 'select', placeholder: 'Select', options: [{ value: 'AG-1', label: 'Northwind' }] },
  { name: 'state', label: 'State', kind: 'select', placeholder: 'Select', options: [{ value: 'DISABLED', label: 'Deactivated' }] },
  { name: 'isActive', label: 'Active', kind: 'toggle' },
];

describe('history entries', () => {
  it("names what changed with the screen's labels and shows values as the screen does", () => {
    const entry = {
      changes: {
        displayName: { from: 'A', to: 'B' },
        isActive: { from: true, to: false },
        state: { from: 'ACTIVE', to: 'DISABLED' },
        agencyEid: { from: null, to: 'AG-1' },
      },
    };
    expect(describeChanges(entry, historyFieldsOf(USER_FIELDS))).toEqual([
      'Display name: A → B',
      'Status: Active → Inactive',
      // a value the form no longer offers still reads as a word
      'State: Active → Deactivated',
      'Agency: — → Northwind',
    ]);
  });

  it('shows roles by name, ids by the names the API gave, dates as dd/MM/yyyy', () => {
    const fields = historyFieldsOf(USER_FIELDS);
    expect(describeChanges({ changes: { roles: { from: null, to: ['BRAND_MANAGER', 'AGENCY_USER'] } } }, fields)).toEqual([
      'Roles: — → Brand Manager, Agency User',
    ]);
    const requested = {
      changes: { requestedBy: { from: null, to: '5f0c1a2e-0001' }, estimatedGoLiveDate: { from: '2026-11-28', to: '2027-12-31' } },
      names: { '5f0c1a2e-0001': 'Ada Lindqvist' },
    };
    // fields no form labels read as words, not as stored
    expect(describeChanges(requested)).toEqual(['Requested by: — → Ada Lindqvist', 'Estimated go live date: 28/11/2026 → 31/12/2027']);
    // a project's entries may record a value, not a change (e.g. the market removed from the age gate)
    expect(describeChanges({ changes: { marketRemoved: 'FR' } })).toEqual(['Market removed: — → FR']);
  });

  it('labels the actions and keeps unknown ones', () => {
    expect(['create', 'update', 'delete', 'review', 'activate', 'deactivate', 'merge'].map(actionLabel)).toEqual([
      'Created',
      'Updated',
      'Deleted',
      'Reviewed',
      'Activated',
      'Deactivated',
      'merge',
    ]);
  });

  it('formats times as dd/MM/yyyy HH:mm and shows unreadable ones as given', () => {
    expect(formatWhen('2025-02-03T09:05:00')).toBe('03/02/2025 09:05');
    expect(formatWhen('soon')).toBe('soon');
    expect(formatHistoryValue('2025-02-03T09:05:00')).toBe('03/02/2025 09:05');
    expect(formatHistoryValue(['DK', 'SE'], { DK: 'Denmark' })).toBe('Denmark, SE');
    expect(formatHistoryValue([])).toBe('—');
    expect(formatHistoryValue({ a: 1 })).toBe('{"a":1}');
  });
});

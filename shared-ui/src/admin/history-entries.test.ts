import { actionLabel, describeChanges, formatHistoryValue, formatWhen } from './history-entries';

describe('history entries', () => {
  it('names what changed with the form labels, values readable', () => {
    const entry = { at: '2025-02-03T09:05:00.000Z', action: 'update', actor: null, changes: { name: { from: 'A', to: 'B' }, isActive: { from: true, to: false }, state: { from: null, to: 'VERIFIED' } } };
    expect(describeChanges(entry, { name: 'Name', isActive: 'Active' })).toEqual(['Name: A → B', 'Active: Yes → No', 'state: — → VERIFIED']);
    // a project's entries may record a value, not a change (e.g. the market removed from the age gate)
    expect(describeChanges({ changes: { marketRemoved: 'FR' } }, {})).toEqual(['marketRemoved: — → FR']);
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
    expect(formatHistoryValue({ a: 1 })).toBe('{"a":1}');
  });
});

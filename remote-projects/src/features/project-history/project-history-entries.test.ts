import i18next from 'i18next';
import { NS } from '../../i18n/strings';
import { describeProjectEntry as describeWith, type ProjectHistoryEntry } from './project-history-entries';

const describeProjectEntry = (entry: ProjectHistoryEntry) => describeWith(entry, i18next.getFixedT('en', NS));

const entry = (overrides: Partial<ProjectHistoryEntry>): ProjectHistoryEntry => ({
  id: '1',
  at: '2025-03-07T14:05:00',
  action: 'update',
  actor: null,
  kind: 'cookie',
  subject: { eid: 'c1', name: '_ga' },
  changes: {},
  ...overrides,
});

describe('cookie and age gate entries', () => {
  it('says which cookie was added, changed or removed, with the changed fields', () => {
    expect(describeProjectEntry(entry({ action: 'create' }))).toEqual({ summary: 'Cookie added: _ga', details: [] });
    expect(describeProjectEntry(entry({ changes: { duration: { from: '1y', to: '2y' } } }))).toEqual({
      summary: 'Cookie updated: _ga',
      details: ['Duration: 1y → 2y'],
    });
    expect(describeProjectEntry(entry({ action: 'delete' })).summary).toBe('Cookie removed: _ga');
  });

  it('tells style changes from market changes of the age gate', () => {
    const gate = (action: ProjectHistoryEntry['action'], changes: Record<string, unknown>) =>
      describeProjectEntry(entry({ kind: 'age-gate', subject: { eid: 'AGW-1', name: null }, action, changes })).summary;
    expect(gate('create', {})).toBe('Age gate created');
    expect(gate('update', { headline: { from: 'A', to: 'B' } })).toBe('Age gate style updated');
    expect(gate('update', { marketAdded: { marketCode: 'SE', minimumAge: 20 } })).toBe('Age gate market added: SE');
    expect(gate('update', { marketRemoved: 'SE' })).toBe('Age gate market removed: SE');
  });
});

import { fakeApi, problem } from '@ottilia/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHOICES, project, PROJECT_PATH, PROJECT_URL } from '../../test-support/project-fixtures';
import { renderPage } from '../../test-support/render-page';
import type { ProjectHistoryEntry } from './project-history-entries';

const HISTORY = `GET ${PROJECT_PATH}/history`;
const jane = { eid: 'U-JANE', displayName: 'Jane Doe' };
const entry = (overrides: Partial<ProjectHistoryEntry>): ProjectHistoryEntry => ({
  id: String(Math.random()),
  at: '2025-03-07T14:05:00',
  action: 'update',
  actor: jane,
  kind: 'project',
  subject: null,
  changes: {},
  ...overrides,
});

const ENTRIES: ProjectHistoryEntry[] = [
  entry({ id: '9', action: 'delete', kind: 'member', subject: { eid: 'U-MAX', name: 'Max Power' } }),
  entry({
    id: '8',
    action: 'review',
    kind: 'review',
    subject: { eid: 'R1', name: null },
    changes: { projectUuid: 'x', decision: { from: null, to: 'APPROVED' }, comment: { from: null, to: 'Looks good' } },
  }),
  entry({
    id: '7',
    action: 'update',
    kind: 'legal-data',
    subject: { eid: 'DE', name: 'Germany' },
    changes: { imprint: { from: 'Old', to: 'New' } },
  }),
  entry({ id: '6', action: 'create', kind: 'member', subject: { eid: 'U-MAX', name: 'Max Power' } }),
  entry({
    id: '5',
    action: 'update',
    changes: {
      status: { from: 'DRAFT', to: 'IN_REVIEW' },
      markets: { from: ['DK'], to: ['DK', 'SE'] },
      estimatedGoLiveDate: { from: '2026-11-28', to: '2027-12-31' },
      agencyEid: { from: null, to: 'AG-NORTHWIND' },
      reviewRequested: 'R1',
    },
    names: { DK: 'Denmark', SE: 'Sweden', 'AG-NORTHWIND': 'Northwind Digital' },
  }),
  entry({ id: '4', action: 'create', kind: 'review', subject: { eid: 'R1', name: null }, changes: { projectUuid: 'x' } }),
  entry({ id: '3', action: 'create', actor: null, changes: { name: 'Gin Garden Relaunch' } }),
];

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('project history tab', () => {
  it("says who changed what and when, in words and the screens' names and dates, newest first", async () => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES, [HISTORY]: ENTRIES });
    renderPage(api, `${PROJECT_URL}?tab=history`);
    expect(await screen.findByRole('heading', { level: 2, name: 'History' }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByText('Member removed: Max Power');
    expect(rows()).toEqual([
      ['07/03/2025 14:05', 'Jane Doe', 'Member removed: Max Power'],
      ['07/03/2025 14:05', 'Jane Doe', 'Review approvedComment: Looks good'],
      ['07/03/2025 14:05', 'Jane Doe', 'Legal data for Germany updatedImprint: Old → New'],
      ['07/03/2025 14:05', 'Jane Doe', 'Member added: Max Power'],
      [
        '07/03/2025 14:05',
        'Jane Doe',
        'Project updatedStatus: Draft → In reviewMarkets: Denmark → Denmark, SwedenEstimated go-live: 28/11/2026 → 31/12/2027Agency: — → Northwind Digital',
      ],
      ['07/03/2025 14:05', 'Jane Doe', 'Review requested'],
      ['07/03/2025 14:05', 'System', 'Project created'],
    ]);
  });

  it('is reached from the tab list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES, [HISTORY]: [] });
    const page = renderPage(api);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(page.search()).toBe('tab=history');
  });

  it('offers a retry when the history cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project(),
      'GET /projects/choices': CHOICES,
      [HISTORY]: () => {
        if (fail) throw problem(503, 'unavailable', 'The service is unavailable.');
        return ENTRIES.slice(-1);
      },
    });
    renderPage(api, `${PROJECT_URL}?tab=history`);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The service is unavailable.')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Project created')).toBeInTheDocument();
  });
});

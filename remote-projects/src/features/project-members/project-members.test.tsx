import { ApiError, CLIENT_ERROR_CODES } from '@ottilia/shared-auth';
import { fakeApi, problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { project, PROJECT_PATH, PROJECT_URL } from '../../test-support/project-fixtures';
import { renderPage } from '../../test-support/render-page';
import type { Member, UserMatch } from './members';

const URL = `${PROJECT_URL}?tab=members`;
const MEMBERS = `GET ${PROJECT_PATH}/members`;

const ada: Member = {
  eid: 'U-ADA',
  displayName: 'Ada Lovelace',
  email: 'ada@northwind.example',
  mainRole: 'AGENCY_MANAGER',
  agency: { eid: 'AG1', name: 'Northwind Digital' },
  addedAt: '2025-03-09T10:00:00.000Z',
};
const brandManager: Member = {
  eid: 'U-BOB',
  displayName: 'Bob Brand',
  email: 'bob@ottilia.example',
  mainRole: 'BRAND_MANAGER',
  agency: null,
  addedAt: '2024-12-01T10:00:00.000Z',
};
const user = (overrides: Partial<UserMatch>): UserMatch => ({
  eid: 'U-X',
  email: 'x@northwind.example',
  displayName: 'X',
  mainRole: 'AGENCY_USER',
  roles: ['AGENCY_USER'],
  agencyEid: 'AG1',
  agency: { eid: 'AG1', name: 'Northwind Digital' },
  state: 'ACTIVE',
  ...overrides,
});
const ALAN = user({ eid: 'U-ALAN', displayName: 'Alan Turing', email: 'alan@northwind.example' });
const GRACE = user({ eid: 'U-GRACE', displayName: 'Grace Hopper', email: 'grace@northwind.example' });
const ADA_USER = user({ eid: 'U-ADA', displayName: 'Ada Lovelace', email: 'ada@northwind.example' });

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function membersApi(role: Parameters<typeof fakeApi>[1] = 'SUPER_ADMIN', extra = {}) {
  let members = [ada, brandManager];
  const api = fakeApi(
    {
      [`GET ${PROJECT_PATH}`]: project(),
      [MEMBERS]: () => ({ content: members }),
      'GET /users': () => ({ content: [ADA_USER, ALAN, GRACE], page: 1, size: 10, totalElements: 3, totalPages: 1 }),
      [`PUT ${PROJECT_PATH}/members/U-GRACE`]: () => {
        members = [
          ...members,
          { ...brandManager, eid: 'U-GRACE', displayName: 'Grace Hopper', email: GRACE.email, mainRole: 'AGENCY_USER' },
        ];
        return members.at(-1);
      },
      [`DELETE ${PROJECT_PATH}/members/U-ADA`]: () => {
        members = members.filter((member) => member.eid !== 'U-ADA');
      },
      ...extra,
    },
    role,
  );
  return api;
}

describe('project members', () => {
  it('lists the members with Title Case roles, agency and the date they were added (dd/MM/yyyy)', async () => {
    renderPage(membersApi(), URL);
    await screen.findByRole('cell', { name: 'Ada Lovelace' });
    expect(cellsOf(rowOf('Ada Lovelace')).slice(0, 5)).toEqual([
      'Ada Lovelace',
      'ada@northwind.example',
      'Agency Manager',
      'Northwind Digital',
      '09/03/2025',
    ]);
    expect(cellsOf(rowOf('Bob Brand')).slice(0, 5)).toEqual(['Bob Brand', 'bob@ottilia.example', 'Brand Manager', '—', '01/12/2024']);
  });

  it('says why the members cannot be read, with the reference to quote, and reads them again on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage(
      membersApi('SUPER_ADMIN', {
        [MEMBERS]: () => {
          if (fail) throw new ApiError({ ...problem(503, 'unavailable', 'The members are unavailable.'), reference: '4bf92f35' });
          return { content: [ada] };
        },
      }),
      URL,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The members are unavailable.Reference: 4bf92f35 Copy reference');
    expect(within(alert).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('adds a member picked with the keyboard from a debounced search by name or e-mail', async () => {
    const actor = userEvent.setup();
    const api = membersApi();
    renderPage(api, URL);
    await actor.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add member' });
    const box = within(dialog).getByRole('combobox', { name: 'User' });
    expect(box).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Add member' })).toBeDisabled();

    await actor.type(box, "o'h");
    // one search for the whole text, after the pause
    await waitFor(() => expect(api.requests('GET /users')).toHaveLength(1));
    expect(api.requests('GET /users')[0]!.query).toEqual({
      page: 1,
      size: 10,
      $orderBy: 'displayName asc',
      $filter: "contains(displayName,'o''h') or contains(email,'o''h')",
    });
    await within(dialog).findByRole('option', { name: /Grace Hopper/ });
    // Ada is a member already: shown, not offered
    expect(within(dialog).getByRole('option', { name: /Ada Lovelace/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('option', { name: /Ada Lovelace/ })).toHaveTextContent('already a member');

    await actor.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(dialog).getByRole('option', { name: /Grace Hopper/ }).id);
    await actor.keyboard('{Enter}');
    expect(box).toHaveValue('Grace Hopper');
    expect(within(dialog).getByText('Selected: Grace Hopper (grace@northwind.example)')).toBeInTheDocument();

    await actor.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add member' })).not.toBeInTheDocument());
    expect(api.requests(`PUT ${PROJECT_PATH}/members/U-GRACE`)).toHaveLength(1);
    expect(await screen.findByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('Your changes were saved!')).toBeInTheDocument();
  });

  it('shows why the API refused to add someone, in the dialog', async () => {
    const actor = userEvent.setup();
    const api = membersApi('AGENCY_MANAGER', {
      [`PUT ${PROJECT_PATH}/members/U-GRACE`]: () => {
        // as the API client rejects: with its trace's reference
        throw new ApiError({
          ...problem(422, 'user-not-allowed', 'Agency roles may add only users of their own agency.'),
          reference: '4bf92f35',
        });
      },
    });
    renderPage(api, URL);
    await actor.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add member' });
    await actor.type(within(dialog).getByRole('combobox', { name: 'User' }), 'grace');
    await actor.click(await within(dialog).findByRole('option', { name: /Grace Hopper/ }));
    await actor.click(within(dialog).getByRole('button', { name: 'Add member' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Agency roles may add only users of their own agency.Reference: 4bf92f35 Copy reference');
    expect(within(refusal).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add member' })).toBeInTheDocument();
  });

  it('says when no user matches', async () => {
    const actor = userEvent.setup();
    const api = membersApi('SUPER_ADMIN', { 'GET /users': { content: [], page: 1, size: 10, totalElements: 0, totalPages: 0 } });
    renderPage(api, URL);
    await actor.click(await screen.findByRole('button', { name: 'Add member' }));
    await actor.type(screen.getByRole('combobox', { name: 'User' }), 'nobody');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('closes the picker with Cancel without adding anyone', async () => {
    const actor = userEvent.setup();
    const api = membersApi();
    renderPage(api, URL);
    await actor.click(await screen.findByRole('button', { name: 'Add member' }));
    await actor.click(within(screen.getByRole('dialog', { name: 'Add member' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests().filter((request: FakeRequest) => request.method === 'PUT')).toHaveLength(0);
  });

  it('removes a member after the delete question', async () => {
    const actor = userEvent.setup();
    const api = membersApi();
    renderPage(api, URL);
    await actor.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: DIALOGS.delete.headline });
    expect(dialog).toHaveAccessibleDescription('This action can\u2019t be undone.');
    await actor.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests(`DELETE ${PROJECT_PATH}/members/U-ADA`)).toHaveLength(0);

    await actor.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    await actor.click(within(screen.getByRole('dialog', { name: DIALOGS.delete.headline })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument());
    expect(api.requests(`DELETE ${PROJECT_PATH}/members/U-ADA`)).toHaveLength(1);
  });

  it('removes a member pressed again after a lost answer with the same Idempotency-Key', async () => {
    const actor = userEvent.setup();
    let sent = 0;
    const api = membersApi('SUPER_ADMIN', {
      [`DELETE ${PROJECT_PATH}/members/U-ADA`]: () => {
        sent += 1;
        // the API removed her, but the answer was lost on the way back
        if (sent === 1) throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, title: 'Network error' });
      },
    });
    renderPage(api, URL);
    for (let press = 0; press < 2; press += 1) {
      await actor.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
      await actor.click(within(screen.getByRole('dialog', { name: DIALOGS.delete.headline })).getByRole('button', { name: 'Delete' }));
      if (press === 0)
        await actor.click(
          within(await screen.findByRole('dialog', { name: /Something went wrong/ })).getByRole('button', { name: 'Close' }),
        );
    }
    expect(await screen.findByText('Your changes were saved!')).toBeInTheDocument();
    const [first, again] = api.requests(`DELETE ${PROJECT_PATH}/members/U-ADA`);
    expect(first!.idempotencyKey).toEqual(expect.any(String));
    expect(again!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it("shows the API's refusal to remove a member", async () => {
    const actor = userEvent.setup();
    const api = membersApi('SUPER_ADMIN', {
      [`DELETE ${PROJECT_PATH}/members/U-ADA`]: () => {
        throw problem(404, 'member-not-found', 'Ada Lovelace is not a member of this project.');
      },
    });
    renderPage(api, URL);
    await actor.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
    await actor.click(within(screen.getByRole('dialog', { name: DIALOGS.delete.headline })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'Ada Lovelace is not a member of this project.',
    );
  });

  it('offers no adding or removing to an Agency User', async () => {
    const api = membersApi('AGENCY_USER');
    renderPage(api, URL);
    await screen.findByRole('cell', { name: 'Ada Lovelace' });
    await waitFor(() => expect(api.requests('GET /users/me')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});

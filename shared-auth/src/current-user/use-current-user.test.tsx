import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { ApiProvider } from '../api/api-provider';
import { meFlags } from '../permissions';
import { CURRENT_USER_KEY, useCurrentUser } from './use-current-user';

function fakeClient(answer: () => Promise<unknown>): ApiClient & { get: jest.Mock } {
  const unused = () => Promise.reject(new Error('not used'));
  return {
    get: jest.fn(answer),
    put: jest.fn(unused),
    post: jest.fn(unused),
    del: jest.fn(unused),
    getFile: jest.fn(unused),
  } as ApiClient & { get: jest.Mock };
}

function renderWith(client: ApiClient, children: ReactNode) {
  // A fresh SWR cache per test, so answers do not leak between tests.
  return render(
    <ApiProvider client={client}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </ApiProvider>,
  );
}

function Probe() {
  const { me, isLoading, error, can, mainRoleLabel } = useCurrentUser();
  if (isLoading) return <p>loading</p>;
  if (error) return <p>error {error.code}</p>;
  return (
    <ul>
      <li>{me?.displayName}</li>
      <li>{mainRoleLabel}</li>
      <li>users read: {String(can('usersRead'))}</li>
      <li>agencies review: {String(can('agenciesReview'))}</li>
      <li>projects edit: {String(can('projectsEdit'))}</li>
    </ul>
  );
}

describe('useCurrentUser', () => {
  it('reads /users/me and answers can() from the first role only', async () => {
    const client = fakeClient(async () => ({
      eid: 'U4',
      displayName: 'Daniel Okafor',
      mainRole: 'AGENCY_USER',
      roles: ['AGENCY_USER', 'SUPER_ADMIN'],
      ...meFlags(['AGENCY_USER']),
    }));
    renderWith(client, <Probe />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Daniel Okafor')).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith(CURRENT_USER_KEY);
    expect(screen.getByText('Agency User')).toBeInTheDocument();
    expect(screen.getByText('users read: false')).toBeInTheDocument();
    expect(screen.getByText('agencies review: false')).toBeInTheDocument();
    expect(screen.getByText('projects edit: true')).toBeInTheDocument();
  });

  it('grants the super admin review rights', async () => {
    const client = fakeClient(async () => ({
      eid: 'U1',
      displayName: 'Ada Lindqvist',
      mainRole: 'SUPER_ADMIN',
      roles: ['SUPER_ADMIN'],
      ...meFlags(['SUPER_ADMIN']),
    }));
    renderWith(client, <Probe />);
    expect(await screen.findByText('Super Admin')).toBeInTheDocument();
    expect(screen.getByText('agencies review: true')).toBeInTheDocument();
  });

  it('passes the API error on', async () => {
    const client = fakeClient(async () => {
      throw new ApiError({ status: 404, code: 'user-not-found', title: 'Not found' });
    });
    renderWith(client, <Probe />);
    expect(await screen.findByText('error user-not-found')).toBeInTheDocument();
  });

  it('keeps the permissions last read in this tab for the navigation while the record cannot be read, and gives no verdict with them', async () => {
    function NavProbe() {
      const { isLoading, can, lastKnownCan } = useCurrentUser();
      if (isLoading) return <p>loading</p>;
      return <p>{`can: ${can('usersRead')}, nav: ${lastKnownCan('usersRead')}`}</p>;
    }
    const loaded = renderWith(
      fakeClient(async () => ({
        eid: 'U1',
        displayName: 'Ada',
        mainRole: 'SUPER_ADMIN',
        roles: ['SUPER_ADMIN'],
        ...meFlags(['SUPER_ADMIN']),
      })),
      <NavProbe />,
    );
    expect(await screen.findByText('can: true, nav: true')).toBeInTheDocument();
    loaded.unmount();

    // a new page in the same tab, with the API unreachable
    renderWith(
      fakeClient(async () => {
        throw new ApiError({ status: 0, code: 'network-error', title: 'Network error' });
      }),
      <NavProbe />,
    );
    expect(await screen.findByText('can: false, nav: true')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('ottilia.lastKnownRoles')).toBe('["SUPER_ADMIN"]');
  });
});

import { ApiProvider, clearPresence, CURRENT_USER_KEY, notePresence } from '@ottilia/shared-auth';
import { fakeApi } from '@ottilia/shared-auth/testing';
import { RecordConflictAlert } from '@ottilia/shared-ui/admin';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useDraftEditor, type Version } from '../record/use-draft-editor';

type Project = { name: string };
const PATH = '/projects/p-1';
const ME = { eid: 'U1', displayName: 'Ada Lindqvist', mainRole: 'SUPER_ADMIN', roles: ['SUPER_ADMIN'] };
const at = (hours: number, minutes: number) => new Date(2026, 11, 2, hours, minutes).toISOString();
const time = (iso: string) => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

function ProjectForm({ current }: { current: Version<Project> }) {
  const editor = useDraftEditor<Project>({
    section: 'overview',
    record: PATH,
    current,
    save: async (draft) => ({ etag: '"4"', values: draft }),
    successDialog: false,
  });
  return (
    <RecordConflictAlert
      conflict={editor.conflict}
      message={editor.conflictMessage}
      presence={editor.presence}
      onReload={() => undefined}
    />
  );
}

function renderForm(current: Version<Project> = { etag: '"3"', values: { name: 'Aurora' } }) {
  const api = fakeApi({ 'GET /users/me': ME }, 'SUPER_ADMIN', [
    { match: /^(PUT|DELETE) \/presence\/project\/p-1\/[\w-]+$/, route: { editors: [], leaseSeconds: 25, renewSeconds: 10 } },
  ]);
  const view = render(
    <StandaloneShell pages={[]}>
      <ApiProvider client={api.client}>
        <SWRConfig value={{ provider: () => new Map(), fallback: { [CURRENT_USER_KEY as string]: ME } }}>
          <ProjectForm current={current} />
        </SWRConfig>
      </ApiProvider>
    </StandaloneShell>,
  );
  return { ...view, api };
}

afterEach(() => act(() => clearPresence()));

describe('who else has a record open in its edit form', () => {
  it('names the other editor and since when, and never the user themself', () => {
    renderForm();
    act(() =>
      notePresence(PATH, [
        { eid: 'U1', name: 'Ada Lindqvist', since: at(9, 0) },
        { eid: 'U2', name: 'Bruno Keller', since: at(14, 5) },
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Bruno Keller is also editing this project (since ${time(at(14, 5))})`);
    expect(screen.getByRole('status')).not.toHaveTextContent('Ada Lindqvist');
  });

  it('lists several editors, and says nothing once they left', () => {
    renderForm();
    act(() =>
      notePresence(PATH, [
        { eid: 'U2', name: 'Bruno Keller', since: at(14, 5) },
        { eid: 'U3', name: 'Chloé Martin', since: at(14, 7) },
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `Bruno Keller (since ${time(at(14, 5))}) and Chloé Martin (since ${time(at(14, 7))}) are also editing this project`,
    );
    act(() => notePresence(PATH, []));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('holds a lease while the form is open, renews it every 10 s and drops it when the form goes', async () => {
    jest.useFakeTimers();
    try {
      const { api, unmount } = renderForm();
      await waitFor(() => expect(api.requests().filter((request) => request.method === 'PUT')).toHaveLength(1));
      const [taken] = api.requests().filter((request) => request.method === 'PUT');
      expect(taken!.path).toMatch(/^\/presence\/project\/p-1\/[\w-]{8,}$/);
      await act(async () => {
        jest.advanceTimersByTime(10_000);
      });
      expect(api.requests(`PUT ${taken!.path}`)).toHaveLength(2);
      unmount();
      expect(api.requests(`DELETE ${taken!.path}`)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a create form (nothing saved yet) holds no lease and shows no one', async () => {
    const { api } = renderForm({ etag: null, values: { name: '' } });
    act(() => notePresence(PATH, [{ eid: 'U2', name: 'Bruno Keller', since: at(14, 5) }]));
    await act(async () => undefined);
    expect(api.requests().some((request) => request.path.startsWith('/presence'))).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

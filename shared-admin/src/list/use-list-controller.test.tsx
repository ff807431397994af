import { ApiProvider, CURRENT_USER_KEY } from '@ottilia/shared-auth';
import { fakeApi, type FakeRequest } from '@ottilia/shared-auth/testing';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ACTIVE_FILTER, paramFilters } from './list-filters';
import { simpleFilterOf, type ListSource } from '../data/list';
import { listMemoryKey, readListMemory } from './list-memory';
import { useListController } from './use-list-controller';

interface Brand {
  eid: string;
  name: string;
}

const SOURCE: ListSource = {
  path: '/brands',
  params: { sortFields: ['name'], defaultSort: { key: 'name', direction: 'asc' }, filters: paramFilters([ACTIVE_FILTER]) },
  filterOf: simpleFilterOf(['name'], [ACTIVE_FILTER]),
};

const page = (content: Brand[], number: number, totalPages: number) => ({
  content,
  page: number,
  size: 20,
  totalElements: content.length,
  totalPages,
});

/** The fake API answers `me` as the user U1 unless `signedIn` names another. */
function renderList(url: string, answer: (request: FakeRequest) => unknown, signedIn = 'U1') {
  const me = { eid: signedIn, displayName: signedIn, mainRole: 'SUPER_ADMIN', roles: ['SUPER_ADMIN'] };
  const api = fakeApi({ 'GET /brands': answer, 'GET /users/me': me });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StandaloneShell pages={[]}>
      <ApiProvider client={api.client}>
        {/* the host has `me` before a list opens */}
        <SWRConfig value={{ provider: () => new Map(), fallback: { [CURRENT_USER_KEY as string]: me } }}>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </StandaloneShell>
  );
  const hook = renderHook(() => ({ list: useListController<Brand>(SOURCE), location: useLocation() }), { wrapper });
  return { ...hook, api };
}

describe('useListController', () => {
  it('asks for the page the URL names with its search, filter and order, and exports the same without paging', async () => {
    const { result, api } = renderList('/brands?q=gin&status=active&page=2', () => page([{ eid: 'B1', name: 'Aurora Gin' }], 2, 2));
    await waitFor(() => expect(result.current.list.rows).toHaveLength(1));
    expect(api.requests('GET /brands')[0]!.query).toEqual({
      page: 2,
      size: 20,
      $filter: "contains(name,'gin') and isActive eq true",
      $orderBy: 'name asc',
    });
    expect(result.current.list.exportQuery).toEqual({ $filter: "contains(name,'gin') and isActive eq true", $orderBy: 'name asc' });
    expect(result.current.list.narrowed).toBe(true);
    expect(result.current.list.activeFilters).toBe(1);

    act(() => result.current.list.clear());
    await waitFor(() => expect(result.current.location.search).toBe(''));
  });

  it('moves a page past the end to the last page, replacing the history entry', async () => {
    const { result } = renderList('/brands?page=9', (request) =>
      page(request.query?.page === 3 ? [{ eid: 'B1', name: 'Aurora' }] : [], Number(request.query?.page), 3),
    );
    await waitFor(() => expect(result.current.location.search).toBe('?page=3'));
    await waitFor(() => expect(result.current.list.rows).toHaveLength(1));
  });

  it('applies two changes made before the page shows the first', async () => {
    const { result } = renderList('/brands', (request) => page([{ eid: 'B1', name: 'Aurora' }], Number(request.query?.page), 1));
    await waitFor(() => expect(result.current.list.rows).toHaveLength(1));
    const { change } = result.current.list;
    act(() => {
      change({ filters: { status: 'active' } });
      change({ size: 10 });
    });
    await waitFor(() => expect(result.current.location.search).toBe('?status=active&size=10'));
  });

  it('keeps the selection to the page it was made on', async () => {
    const { result } = renderList('/brands', (request) =>
      page([{ eid: `B${String(request.query?.page)}`, name: 'Aurora' }], Number(request.query?.page), 2),
    );
    await waitFor(() => expect(result.current.list.rows).toHaveLength(1));
    act(() => result.current.list.selection.toggle('B1'));
    expect([...result.current.list.selection.selected]).toEqual(['B1']);
    act(() => result.current.list.change({ page: 2 }));
    await waitFor(() => expect(result.current.list.params.page).toBe(2));
    expect(result.current.list.selection.selected.size).toBe(0);
  });

  describe('remembered per user', () => {
    const anyPage = () => page([{ eid: 'B1', name: 'Aurora' }], 1, 1);

    it('comes back through the navigation as the user left it, without asking for the default page first', async () => {
      const first = renderList('/brands', anyPage);
      await waitFor(() => expect(first.result.current.list.rows).toHaveLength(1));
      act(() => first.result.current.list.change({ filters: { status: 'inactive' }, size: 50 }));
      act(() => first.result.current.list.columns.setHidden(['type']));
      await waitFor(() => expect(first.result.current.location.search).toBe('?size=50&status=inactive'));
      first.unmount();

      const back = renderList('/brands', anyPage);
      await waitFor(() => expect(back.result.current.location.search).toBe('?size=50&status=inactive'));
      expect(back.api.requests('GET /brands').map((request) => request.query)).toEqual([
        { page: 1, size: 50, $filter: 'isActive eq false', $orderBy: 'name asc' },
      ]);
      expect(back.result.current.list.columns.hidden).toEqual(['type']);
    });

    it('lets a URL with state win, and remembers it', async () => {
      localStorage.setItem(listMemoryKey('U1', '/brands'), JSON.stringify({ query: 'status=inactive', hidden: [] }));
      const { result } = renderList('/brands?q=gin', anyPage);
      await waitFor(() => expect(result.current.list.rows).toHaveLength(1));
      expect(result.current.list.params).toMatchObject({ search: 'gin', filters: {} });
      await waitFor(() => expect(readListMemory(listMemoryKey('U1', '/brands')).query).toBe('q=gin'));
    });

    it("keeps each user's state apart", async () => {
      localStorage.setItem(listMemoryKey('U1', '/brands'), JSON.stringify({ query: 'status=inactive', hidden: ['type'] }));
      const { result } = renderList('/brands', anyPage, 'U2');
      await waitFor(() => expect(result.current.list.rows).toHaveLength(1));
      expect(result.current.location.search).toBe('');
      expect(result.current.list.columns.hidden).toEqual([]);
    });

    it('remembers clearing every filter', async () => {
      localStorage.setItem(listMemoryKey('U1', '/brands'), JSON.stringify({ query: 'status=inactive', hidden: [] }));
      const { result } = renderList('/brands', anyPage);
      await waitFor(() => expect(result.current.location.search).toBe('?status=inactive'));
      act(() => result.current.list.clear());
      await waitFor(() => expect(result.current.location.search).toBe(''));
      expect(readListMemory(listMemoryKey('U1', '/brands')).query).toBe('');
    });
  });
});

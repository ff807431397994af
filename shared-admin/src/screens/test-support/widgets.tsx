/**
 * Test support: a resource of the shared screens' own tests. It borrows the brands identity (its
 * path, route and permissions) with labels of a test namespace, and renders the list and detail
 * screens at their routes with the shared fake API, a working shell and a fresh cache.
 */
import { BRANDS, NEWS_ITEMS, valueFilter } from '@ottilia/shared-admin';
import { ApiProvider, type Role } from '@ottilia/shared-auth';
import { fakeApi, type Route } from '@ottilia/shared-auth/testing';
import { registerStrings } from '@ottilia/shared-ui';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route as Path, Routes, useLocation, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { defineResource, type ResourceDefinition } from '../define-resource';
import { ResourceDetail } from '../resource-detail';
import { ResourceList } from '../resource-list';

export const NS = 'screens-test';
registerStrings(NS, {
  brands: { resource: { title: 'Widgets', singular: 'widget', plural: 'widgets' } },
  news: { resource: { title: 'Notes', singular: 'note', plural: 'notes' } },
});

export interface Widget {
  eid: string;
  name: string;
  colour: string;
  isActive: boolean;
  parts: number;
  version: number;
}
export type WidgetDraft = { name: string; colour: string; isActive: boolean };

export const widget = (overrides: Partial<Widget> = {}): Widget => ({
  eid: 'W-1',
  name: 'Gear',
  colour: 'blue',
  isActive: true,
  parts: 3,
  version: 2,
  ...overrides,
});

export const pageOf = <T,>(content: T[], { page = 1, totalPages = 1 } = {}) => ({
  content,
  page,
  size: 20,
  totalElements: content.length,
  totalPages,
});

export const WIDGET_FIELDS: readonly FieldSpec<WidgetDraft>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
  { name: 'colour', label: 'Colour', kind: 'text', maxLength: 20 },
  { name: 'isActive', label: 'Active', kind: 'toggle' },
];

export const WIDGETS: ResourceDefinition<Widget, WidgetDraft> = {
  identity: BRANDS,
  ns: NS,
  searchFields: ['name', 'colour'],
  filters: [
    valueFilter('colour', 'Colour', 'colour', [
      { value: 'red', label: 'Red' },
      { value: 'blue', label: 'Blue' },
    ]),
  ],
  columns: [{ key: 'colour', header: 'Colour', sortable: true }],
  viewRows: [{ label: 'Colour', value: (record) => record.colour }],
  viewRowsAfterStatus: [{ label: 'Parts', value: (record) => record.parts }],
  emptyDraft: { name: '', colour: '', isActive: true },
  toDraft: ({ name, colour, isActive }) => ({ name, colour, isActive }),
  newId: () => 'W-NEW',
};

/** The same records edited in a dialog on the list, with a row action of each kind. */
export const DIALOG_WIDGETS: ResourceDefinition<Widget, WidgetDraft> = {
  ...WIDGETS,
  dialog: {
    fields: WIDGET_FIELDS,
    activeSwitch: true,
    deleteQuestion: 'delete',
    namesRows: 'buttons',
    rowActions: [
      { label: () => 'Paint red', write: { change: () => ({ colour: 'red' }) } },
      {
        label: () => 'Polish',
        ariaLabel: (row) => `Polish ${row.name}`,
        shown: (row) => row.colour === 'blue',
        write: { action: 'polish' },
      },
    ],
  },
};

/** A resource without an Active flag, named by its title. */
export const NOTES: ResourceDefinition<{ eid: string; title: string; version: number }, { title: string }> = {
  identity: NEWS_ITEMS,
  ns: NS,
  searchFields: ['title'],
  primary: { key: 'title', header: 'Title' },
  defaultSort: { key: 'updatedAt', direction: 'desc' },
  bulk: false,
  emptyDraft: { title: '' },
  toDraft: ({ title }) => ({ title }),
};

function Probe({ onRender }: { onRender(location: Location): void }) {
  const location = useLocation();
  useEffect(() => {
    onRender(location);
  });
  return null;
}

/** The list at /backoffice/brands and the record at /backoffice/brands/:id, as the given role. */
export function renderWidgets(url: string, routes: Record<string, Route>, { definition = WIDGETS, role = 'SUPER_ADMIN' as Role } = {}) {
  const api = fakeApi(routes, role, [{ match: /^GET .*\/history$/, route: [] }]);
  const screens = defineResource(definition);
  const state: { location?: Location } = {};
  const view = render(
    <StandaloneShell pages={[]}>
      <ApiProvider client={api.client}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={[url]}>
            <Probe onRender={(location) => (state.location = location)} />
            <Routes>
              <Path path="/backoffice/brands" element={<ResourceList spec={screens.list} editInDialog={screens.dialog} />} />
              <Path path="/backoffice/brands/:id" element={<ResourceDetail spec={screens.detail} fields={WIDGET_FIELDS} />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </StandaloneShell>,
  );
  return {
    ...view,
    api,
    /** The current path. */
    pathname: () => state.location!.pathname,
    /** The current query, decoded. */
    search: () => decodeURIComponent(state.location!.search.replace(/^\?/, '')),
  };
}

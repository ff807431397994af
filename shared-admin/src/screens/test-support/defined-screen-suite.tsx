/**
 * The shared screen suite of a resource written as a definition: what its derived screens show and
 * send, read from the definition alone (columns, search, the dialog's fields, the body a Save
 * sends, history in the edit dialog, Delete per row, the record's own address, a reader's view).
 * A resource's test calls it with its definition and English; the fake API answers.
 */
import { ApiProvider, type Role } from '@ottilia/shared-auth';
import { fakeApi, type FakeRequest, type Route } from '@ottilia/shared-auth/testing';
import { exampleBody, listColumns, searchFields, type Definition } from '@ottilia/shared-contracts/resources';
import { registerStrings } from '@ottilia/shared-ui';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route as Path, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { definedScreens, fieldLabel } from '../defined-resource';
import { ResourceDetail } from '../resource-detail';
import { ResourceList } from '../resource-list';

type Strings = Record<string, unknown>;

const at = (strings: Strings, key: string) =>
  key.split('.').reduce<unknown>((value, part) => (value as Strings | undefined)?.[part], strings);

/** A t over `strings` (a remote's English), as a remote's useScreens gives one. */
const translator =
  (strings: Strings) =>
  (keys: string[], { defaultValue }: { defaultValue: string }) =>
    keys.map((key) => at(strings, key)).find((value): value is string => typeof value === 'string') ?? defaultValue;

export function describeDefinedScreens(definition: Definition, ns: string, english: Strings) {
  registerStrings(ns, english);
  const t = translator(english);
  const { identity, title } = definition;
  const path = identity.apiPath;
  const label = (name: string) => fieldLabel(t, definition, name);
  const singular = at(english, `${identity.labels}.singular`) as string;
  const record = (eid: string) =>
    ({ ...exampleBody(definition, eid.replace(/\W/g, '')), eid, version: 2 }) as Record<string, unknown> & { eid: string };
  const first = record('R-1');
  const second = record('R-2');
  const name = (row: Record<string, unknown>) => String(row[title]);
  const page = { content: [first, second], page: 1, size: 20, totalElements: 2, totalPages: 1 };

  const created = (request: FakeRequest) => ({ ...(request.body as object), eid: request.path.split('/').at(-1), version: 1 });
  function renderAt(url: string, routes: Record<string, Route> = {}, role: Role = 'SUPER_ADMIN') {
    const api = fakeApi({ [`GET ${path}`]: page, [`GET ${path}/${first.eid}`]: first, ...routes }, role, [
      { match: /^GET .*\/history$/, route: [{ at: '2025-03-07T09:30:00.000Z', action: 'create', actor: null, changes: {} }] },
      { match: new RegExp(`^PUT ${path}/`), route: created },
    ]);
    const screens = definedScreens(t, definition, ns);
    render(
      <StandaloneShell pages={[]}>
        <ApiProvider client={api.client}>
          <SWRConfig value={{ provider: () => new Map() }}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Path path={identity.route} element={<ResourceList spec={screens.list} editInDialog={screens.dialog} />} />
                <Path path={`${identity.route}/:id`} element={<ResourceDetail spec={screens.detail} fields={screens.fields} />} />
              </Routes>
            </MemoryRouter>
          </SWRConfig>
        </ApiProvider>
      </StandaloneShell>,
    );
    return api;
  }
  const rowOf = async (row: Record<string, unknown>) => (await screen.findByRole('cell', { name: name(row) })).closest('tr')!;

  describe(`${identity.route}: the derived screens of its definition`, () => {
    it('lists the naming field, its columns and Status, and searches its search fields', async () => {
      const user = userEvent.setup();
      const api = renderAt(identity.route);
      await rowOf(first);
      const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
      expect(headers).toEqual(
        expect.arrayContaining([label(title), ...listColumns(definition).map(label), ...(identity.hasActiveFlag ? ['Status'] : [])]),
      );
      await user.type(screen.getByRole('searchbox'), 'ab');
      const searched = searchFields(definition).map((field) => `contains(${field},'ab')`);
      await waitFor(() => expect(api.queries(path).at(-1)?.$filter).toBe(searched.length > 1 ? `(${searched.join(' or ')})` : searched[0]));
    });

    it('creates a record in a dialog with every field, sending the body its definition says', async () => {
      const user = userEvent.setup();
      const api = renderAt(identity.route);
      await rowOf(first);
      await user.click(screen.getByRole('button', { name: `New ${singular}` }));
      const form = screen.getByRole('form', { name: `New ${singular}` });
      const values = exampleBody(definition, 'Typed');
      for (const [field, spec] of Object.entries(definition.fields)) {
        if (spec.kind === 'text')
          await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${label(field)}`) }), String(values[field]));
        if (spec.kind === 'enum')
          await user.selectOptions(within(form).getByRole('combobox', { name: new RegExp(`^${label(field)}`) }), String(values[field]));
      }
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      const puts = () => api.requests().filter((request) => request.method === 'PUT');
      await waitFor(() => expect(puts()).toHaveLength(1));
      expect(puts()[0]).toMatchObject({ body: values, ifNoneMatch: '*' });
    });

    it("shows the record's history in its edit dialog", async () => {
      const user = userEvent.setup();
      renderAt(identity.route);
      await user.click(within(await rowOf(first)).getByRole('button', { name: `Edit ${name(first)}` }));
      const dialog = screen.getByRole('dialog', { name: `Edit ${singular}` });
      expect(await within(within(dialog).getByRole('region', { name: 'History' })).findByText('Created')).toBeInTheDocument();
    });

    it('deletes a row after the question, under its version', async () => {
      const user = userEvent.setup();
      const api = renderAt(identity.route, { [`DELETE ${path}/${second.eid}`]: undefined });
      await user.click(within(await rowOf(second)).getByRole('button', { name: `Delete ${name(second)}` }));
      await user.click(
        within(await screen.findByRole('dialog', { name: DIALOGS.delete.headline })).getByRole('button', {
          name: DIALOGS.delete.confirmLabel,
        }),
      );
      await waitFor(() => expect(api.requests(`DELETE ${path}/${second.eid}`)).toEqual([expect.objectContaining({ ifMatch: '"2"' })]));
    });

    it('shows a record at its own address', async () => {
      renderAt(`${identity.route}/${first.eid}`);
      expect(await screen.findByRole('heading', { level: 1, name: name(first) })).toBeInTheDocument();
    });

    it('offers a reader no New, Edit or Delete', async () => {
      renderAt(identity.route, {}, 'AGENCY_USER');
      await rowOf(first);
      expect(screen.queryByRole('button', { name: `New ${singular}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Delete ${name(first)}` })).not.toBeInTheDocument();
    });
  });
}

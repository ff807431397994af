import { ApiError } from '@ottilia/shared-auth';
import { problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidgets, widget } from './test-support/widgets';

const gear = widget();
const URL = '/backoffice/brands/W-1';
/** The view mode's label / value pairs, in order. */
const shownRows = () => [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('ResourceDetail', () => {
  it('shows ID, Name, the resource’s rows, Status and the rows after it, with Back, Edit and Delete', async () => {
    renderWidgets(URL, { 'GET /brands/W-1': gear });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gear' })).toBeInTheDocument();
    expect(shownRows()).toEqual([
      ['ID', 'W-1'],
      ['Name', 'Gear'],
      ['Colour', 'blue'],
      ['Status', 'Active'],
      ['Parts', '3'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Widgets' })).toHaveAttribute('href', '/backoffice/brands');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('saves an edit under If-Match and shows the saved record', async () => {
    const user = userEvent.setup();
    const page = renderWidgets(URL, {
      'GET /brands/W-1': gear,
      'PUT /brands/W-1': (request: FakeRequest) => ({ ...gear, ...(request.body as object), version: 3 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit widget' });
    // the form opens with the focus on its first field
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    const colour = within(form).getByRole('textbox', { name: /^Colour/ });
    await user.clear(colour);
    await user.type(colour, 'green');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    expect(page.api.requests('PUT /brands/W-1')).toEqual([
      expect.objectContaining({ body: { name: 'Gear', colour: 'green', isActive: true }, ifMatch: '"2"' }),
    ]);
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(shownRows()).toContainEqual(['Colour', 'green']);
  });

  it('gives the focus back to Edit when an edit is cancelled, with or without changes', async () => {
    const user = userEvent.setup();
    renderWidgets(URL, { 'GET /brands/W-1': gear });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /^Colour/ }), '-grey');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DIALOGS.discard.headline })).getByRole('button', {
        name: DIALOGS.discard.confirmLabel,
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('keeps the edit on a conflict and offers the latest version', async () => {
    const user = userEvent.setup();
    renderWidgets(URL, {
      'GET /brands/W-1': gear,
      'PUT /brands/W-1': () => {
        throw problem(412, 'version-mismatch', 'The widget was changed since you read it.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This record was changed by someone else/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload latest' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Gear 2');
  });

  it('deletes after the question under If-Match and goes back to the list', async () => {
    const user = userEvent.setup();
    const page = renderWidgets(URL, {
      'GET /brands/W-1': gear,
      'DELETE /brands/W-1': undefined,
      'GET /brands': { content: [], page: 1, size: 20, totalElements: 0, totalPages: 0 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DIALOGS.delete.headline })).getByRole('button', {
        name: DIALOGS.delete.confirmLabel,
      }),
    );
    await waitFor(() => expect(page.pathname()).toBe('/backoffice/brands'));
    expect(page.api.requests('DELETE /brands/W-1')).toEqual([expect.objectContaining({ ifMatch: '"2"' })]);
  });

  it('creates at /new with the definition’s new id and If-None-Match: *, then opens the record', async () => {
    const user = userEvent.setup();
    const page = renderWidgets('/backoffice/brands/new', {
      'PUT /brands/W-NEW': (request: FakeRequest) => ({ ...gear, ...(request.body as object), eid: 'W-NEW', version: 1 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New widget' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New widget' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Sprocket');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.pathname()).toBe('/backoffice/brands/W-NEW'));
    expect(page.api.requests('PUT /brands/W-NEW')).toEqual([
      expect.objectContaining({ body: { name: 'Sprocket', colour: '', isActive: true }, ifNoneMatch: '*' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprocket' })).toBeInTheDocument();
  });

  it('offers a reader neither Edit nor Delete, and no create form', async () => {
    const page = renderWidgets(URL, { 'GET /brands/W-1': gear }, { role: 'BRAND_MANAGER' });
    await screen.findByRole('heading', { level: 1, name: 'Gear' });
    await act(async () => {
      await page.api.client.get('/users/me');
    });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    page.unmount();

    renderWidgets('/backoffice/brands/new', {}, { role: 'BRAND_MANAGER' });
    expect(await screen.findByText('You may not create widgets.')).toBeInTheDocument();
  });

  it('says why a record cannot be read, and reads it again on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderWidgets(URL, {
      'GET /brands/W-1': () => {
        // as the API client rejects: with its trace's reference
        if (fail) throw new ApiError({ ...problem(404, 'not-found', 'No widget W-1.'), reference: '4bf92f35' });
        return gear;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No widget W-1.Reference: 4bf92f35 Copy reference');
    expect(within(alert).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gear' })).toBeInTheDocument();
  });
});

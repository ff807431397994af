import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListOptions, type ListOptionsProps } from './list-options';

const COLUMNS = [
  { key: 'eid', label: 'ID' },
  { key: 'name', label: 'Name', locked: true },
  { key: 'colour', label: 'Colour' },
];

function renderOptions(views: Partial<ListOptionsProps['views']> = {}, hidden: string[] = []) {
  const props: ListOptionsProps = {
    pageSize: 20,
    pageSizes: [10, 20, 50, 100],
    onPageSize: jest.fn(),
    columns: COLUMNS,
    hidden,
    onHidden: jest.fn(),
    views: {
      items: [],
      error: undefined,
      onOpen: jest.fn(),
      onSave: jest.fn(async () => null),
      onDelete: jest.fn(async () => undefined),
      onRename: jest.fn(async () => null),
      onUpdate: jest.fn(async () => null),
      nameMax: 60,
      onShow: jest.fn(),
      ...views,
    },
  };
  render(<ListOptions {...props} />);
  return props;
}

describe('ListOptions', () => {
  it('offers the page sizes', async () => {
    const props = renderOptions();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(props.onPageSize).toHaveBeenCalledWith(50);
  });

  it('chooses columns by keyboard; the primary column stays shown; Escape returns to the button', async () => {
    const props = renderOptions({}, ['colour']);
    const button = screen.getByRole('button', { name: 'Columns' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Columns shown' });
    expect(within(group).getByRole('checkbox', { name: 'Name' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: 'Colour' })).not.toBeChecked();
    within(group).getByRole('checkbox', { name: 'ID' }).focus();
    await userEvent.keyboard(' ');
    expect(props.onHidden).toHaveBeenCalledWith(['colour', 'eid']);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('lists saved views as links, applies one by a click, and says why a save was refused', async () => {
    const view = { id: 'V1', name: 'Inactive', href: '/backoffice/brands?status=inactive' };
    const props = renderOptions({ items: [view], onSave: jest.fn(async () => 'You already have a view named "Inactive" on this list.') });
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    expect(props.views.onShow).toHaveBeenCalled();
    const region = screen.getByRole('region', { name: 'Saved views' });
    const link = await within(region).findByRole('link', { name: 'Inactive' });
    expect(link).toHaveAttribute('href', '/backoffice/brands?status=inactive');
    await userEvent.click(link);
    expect(props.views.onOpen).toHaveBeenCalledWith(view);

    await userEvent.type(within(region).getByRole('textbox', { name: /Name of the view/ }), 'inactive');
    await userEvent.click(within(region).getByRole('button', { name: 'Save current view' }));
    expect(props.views.onSave).toHaveBeenCalledWith('inactive');
    expect(await within(region).findByText('You already have a view named "Inactive" on this list.')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Delete Inactive' }));
    expect(props.views.onDelete).toHaveBeenCalledWith(view);
  });

  it('renames a view in a dialog: Enter renames, a taken name is said at the field, focus returns to the button', async () => {
    const view = { id: 'V1', name: 'Inactive', href: '/backoffice/brands?status=inactive' };
    const onRename = jest.fn().mockResolvedValueOnce('You already have a view named "Active" on this list.').mockResolvedValueOnce(null);
    renderOptions({ items: [view], onRename });
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    const rename = await screen.findByRole('button', { name: 'Rename Inactive' });
    await userEvent.click(rename);
    const dialog = screen.getByRole('dialog', { name: 'Rename the view \u201cInactive\u201d' });
    const field = within(dialog).getByRole('textbox', { name: /Name of the view/ });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Inactive');
    await userEvent.clear(field);
    await userEvent.type(field, 'Active{Enter}');
    expect(onRename).toHaveBeenLastCalledWith(view, 'Active');
    expect(await within(dialog).findByText('You already have a view named "Active" on this list.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, ' old');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(onRename).toHaveBeenLastCalledWith(view, 'Active old');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rename).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The view is now called \u201cActive old\u201d.');
  });

  it('updates a view with the current filters once confirmed; Escape closes only the dialog', async () => {
    const view = { id: 'V1', name: 'Inactive', href: '/backoffice/brands?status=inactive' };
    const onUpdate = jest.fn().mockResolvedValueOnce('The saved view was changed since you read it.').mockResolvedValueOnce(null);
    renderOptions({ items: [view], onUpdate });
    const panelButton = screen.getByRole('button', { name: 'Saved views' });
    await userEvent.click(panelButton);
    const update = await screen.findByRole('button', { name: 'Update Inactive with the current filters' });
    await userEvent.click(update);
    expect(screen.getByRole('dialog', { name: 'Update \u201cInactive\u201d?' })).toHaveAccessibleDescription(
      /filters, search, sort and rows per page the list shows now/,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onUpdate).not.toHaveBeenCalled();
    expect(panelButton).toHaveAttribute('aria-expanded', 'true');
    expect(update).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update view' }));
    expect(await within(dialog).findByText('The saved view was changed since you read it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update view' }));
    expect(onUpdate).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenLastCalledWith(view);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The view \u201cInactive\u201d now keeps the current filters.');
  });
});

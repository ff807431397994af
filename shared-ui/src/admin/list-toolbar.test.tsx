import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMatchMedia, removeMatchMedia } from '../test-support/match-media';
import { FilterSelect, ListToolbar } from './list-toolbar';

const STATUS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

function Toolbar({ activeFilters = 0, onStatus = jest.fn() }: { activeFilters?: number; onStatus?: (value: string) => void }) {
  return (
    <ListToolbar
      searchLabel="Search brands"
      search=""
      onSearch={jest.fn()}
      filtersLabel="Filter brands"
      activeFilters={activeFilters}
      filters={<FilterSelect label="Status" options={STATUS} value="" onChange={onStatus} />}
      refreshing={false}
      loadingLabel="Loading brands"
    />
  );
}

describe('ListToolbar', () => {
  afterEach(removeMatchMedia);

  it('shows the search and the filters group side by side on a large screen', async () => {
    installMatchMedia(false);
    const onStatus = jest.fn();
    render(<Toolbar onStatus={onStatus} />);
    expect(screen.getByRole('searchbox', { name: 'Search brands' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Filter brands' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Active', 'Inactive']);
    await userEvent.setup().selectOptions(within(group).getByRole('combobox', { name: 'Status' }), 'inactive');
    expect(onStatus).toHaveBeenCalledWith('inactive');
  });

  it('folds the filters behind one "Filters" button on a phone, counting the set ones', async () => {
    installMatchMedia(true);
    const user = userEvent.setup();
    const { rerender } = render(<Toolbar />);
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filter brands' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Filter brands' })).toHaveAttribute('id', button.getAttribute('aria-controls'));

    rerender(<Toolbar activeFilters={2} />);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBe(button);
    await user.click(button);
    expect(screen.queryByRole('group', { name: 'Filter brands' })).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Column } from '@ottilia/shared-ui/editing';
import { installMatchMedia, removeMatchMedia } from '../test-support/match-media';
import { ListTable } from './list-table';

interface Brand {
  eid: string;
  name: string;
  type: string;
}

const ROWS: Brand[] = [
  { eid: 'BR-1', name: 'Aurora Gin', type: 'Spirits' },
  { eid: 'BR-2', name: 'Fjord Cider', type: 'Cider' },
];
const COLUMNS: Column<Brand>[] = [
  { key: 'eid', header: 'ID' },
  { key: 'name', header: 'Name', sortable: true, render: (brand) => <a href={`/brands/${brand.eid}`}>{brand.name}</a> },
  { key: 'type', header: 'Type', sortable: true },
];

function Table({ onSortChange = jest.fn() }: { onSortChange?: jest.Mock }) {
  return (
    <ListTable
      caption="Brands"
      columns={COLUMNS}
      primaryKey="name"
      rows={ROWS}
      rowKey={(brand) => brand.eid}
      sort={{ key: 'name', direction: 'asc' }}
      onSortChange={onSortChange}
    />
  );
}

describe('ListTable', () => {
  afterEach(removeMatchMedia);

  it('is the data table on a large screen', () => {
    installMatchMedia(false);
    render(<Table />);
    expect(screen.getByRole('table', { name: 'Brands' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a card per row on a phone, headed by the name, the other columns labelled, and sorts through a select', async () => {
    installMatchMedia(true);
    const onSortChange = jest.fn();
    render(<Table onSortChange={onSortChange} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Brands' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByRole('link', { name: 'Fjord Cider' })).toHaveAttribute('href', '/brands/BR-2');
    expect(
      within(cards[1]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['ID', 'Type']);
    expect(
      within(cards[1]!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['BR-2', 'Cider']);

    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('name,asc');
    await userEvent.setup().selectOptions(sortBy, 'Type, descending');
    expect(onSortChange).toHaveBeenCalledWith({ key: 'type', direction: 'desc' });
  });

  it('shows the empty state in place of cards', () => {
    installMatchMedia(true);
    render(
      <ListTable
        caption="Brands"
        columns={COLUMNS}
        primaryKey="name"
        rows={[]}
        rowKey={(brand) => brand.eid}
        emptyState="No brands yet."
      />,
    );
    expect(screen.getByText('No brands yet.')).toBeInTheDocument();
  });
});

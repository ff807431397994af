import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable, type Column } from './data-table';
import { nextSort, type SortState } from './sort';

interface Brand {
  eid: string;
  name: string;
  type: string;
  isActive: boolean;
}

const brands: Brand[] = [
  { eid: 'b1', name: 'Aurora', type: 'food', isActive: true },
  { eid: 'b2', name: 'Borealis', type: 'drinks', isActive: false },
];

const columns: Column<Brand>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'type', header: 'Type', sortable: true },
  { key: 'isActive', header: 'Status', render: (brand) => (brand.isActive ? 'Active' : 'Inactive') },
];

function SortedTable({ onSortChange }: { onSortChange?: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <DataTable
      caption="Brands"
      columns={columns}
      rows={brands}
      rowKey={(brand) => brand.eid}
      sort={sort}
      onSortChange={(next) => {
        onSortChange?.(next);
        setSort(next);
      }}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('nextSort', () => {
  it('sorts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'type')).toEqual({ key: 'type', direction: 'asc' });
  });
});

describe('DataTable', () => {
  it('renders rows through the column config, named by its caption', () => {
    render(<SortedTable />);
    const table = screen.getByRole('table', { name: 'Brands' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Aurora', 'food', 'Active']);
    expect(within(rows[2] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
  });

  it('marks sortable headers with aria-sort and leaves the others alone', () => {
    render(<SortedTable />);
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Type')).toHaveAttribute('aria-sort', 'none');
    expect(header('Status')).not.toHaveAttribute('aria-sort');
    expect(within(header('Status')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('toggles ascending and descending on clicks and resets other columns', async () => {
    const onSortChange = jest.fn();
    const user = userEvent.setup();
    render(<SortedTable onSortChange={onSortChange} />);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Type' }));
    expect(header('Type')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    render(<SortedTable />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows the empty state slot when there are no rows', () => {
    const { rerender } = render(<DataTable caption="Brands" columns={columns} rows={[]} rowKey={(brand) => brand.eid} />);
    expect(screen.getByRole('cell', { name: 'No results' })).toHaveAttribute('colspan', '3');
    rerender(
      <DataTable caption="Brands" columns={columns} rows={[]} rowKey={(brand) => brand.eid} emptyState={<strong>No brands yet</strong>} />,
    );
    expect(screen.getByText('No brands yet')).toBeInTheDocument();
  });

  it('shows a busy loading line instead of the table until the rows are in, so its columns do not move when they come', () => {
    const { rerender } = render(<DataTable caption="Brands" columns={columns} rows={[]} rowKey={(brand) => brand.eid} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();

    rerender(<DataTable caption="Brands" columns={columns} rows={brands} rowKey={(brand) => brand.eid} />);
    expect(screen.getByRole('table', { name: 'Brands' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Aurora')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, fontSizes, fontWeights, LoadingIndicator, SortAscendingIcon, SortDescendingIcon, SortNoneIcon, space, VisuallyHidden } from '@ottilia/shared-ui';
import { useEditingStrings } from '../i18n/editing-strings';
import { ariaSortOf, nextSort, type SortState } from './sort';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  sortable?: boolean;
  /** Cell content; by default the row's value under `key`. */
  render?: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology (rendered as a visually hidden caption). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /**
   * Current sort. The table does not reorder rows: lists are sorted by the server ($orderBy),
   * so the owner fetches again on onSortChange.
   */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  loading?: boolean;
  /** Shown in place of rows when there are none; "No results" by default. */
  emptyState?: ReactNode;
  /** The column that names the row (e.g. 'name'): it gets the room the others do not need. */
  primaryKey?: string;
  className?: string;
}

// position: the visually hidden texts in cells are absolutely positioned; without a containing
// block here they escape the scroller and widen the whole page (a 390 px screen became 679 px).
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
`;

// 14 px text, 12 px cell padding (8 px sideways below 1440 px) and headers that may wrap: a list
// of ten columns (the project list with its selection box) fits the content area of a 1024 px
// screen without scrolling sideways, and at 1366 px the narrower padding is room for the name.
const cellPadding = css`
  padding: ${space(12)};
  @media (max-width: 1439px) {
    padding-inline: ${space(8)};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${color('text')};
  font-size: ${fontSizes.small}px;
`;

// In the automatic table layout a percentage is the width the column asks for, given as far as
// the other columns' narrowest content allows (nothing overflows): the space the others can spare
// goes to the name, which reads on one or two lines at 1366 px instead of three or four.
const primaryWidth = css<{ $primary?: boolean }>`
  ${({ $primary }) => $primary && 'width: 30%;'}
`;

const HeaderCell = styled.th<{ $primary?: boolean }>`
  ${cellPadding}
  ${primaryWidth}
  border-bottom: 2px solid ${color('border')};
  text-align: start;
  vertical-align: bottom;
  font-weight: ${fontWeights.bold};
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  text-align: start;
  gap: ${space(4)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Row = styled.tr`
  &:hover {
    background: ${color('surface')};
  }
`;

const Cell = styled.td<{ $primary?: boolean }>`
  ${cellPadding}
  ${primaryWidth}
  border-bottom: 1px solid ${color('surface')};
`;

const Message = styled.td`
  padding: ${space(32, 12)};
  text-align: center;
  color: ${color('textMuted')};
`;

const sortIcons = {
  ascending: <SortAscendingIcon size={16} />,
  descending: <SortDescendingIcon size={16} />,
  none: <SortNoneIcon size={16} />,
};

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  emptyState,
  primaryKey,
  className,
}: DataTableProps<Row>) {
  const { t } = useEditingStrings();
  let body: ReactNode;
  if (loading) {
    body = (
      <tr>
        <Message colSpan={columns.length}>
          <LoadingIndicator size="small" />
        </Message>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <Message colSpan={columns.length}>{emptyState === undefined ? t('table.empty') : emptyState}</Message>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <Row key={rowKey(row)}>
        {columns.map((column) => (
          <Cell key={column.key} $primary={column.key === primaryKey}>{column.render ? column.render(row) : defaultCell(row, column.key)}</Cell>
        ))}
      </Row>
    ));
  }

  return (
    <Scroller className={className}>
      <Table aria-busy={loading || undefined}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              if (!column.sortable) {
                return (
                  <HeaderCell key={column.key} scope="col" $primary={column.key === primaryKey}>
                    {column.header}
                  </HeaderCell>
                );
              }
              const ariaSort = ariaSortOf(sort, column.key);
              return (
                <HeaderCell key={column.key} scope="col" aria-sort={ariaSort} $primary={column.key === primaryKey}>
                  <SortButton type="button" onClick={() => onSortChange?.(nextSort(sort, column.key))}>
                    {column.header}
                    <span aria-hidden="true">{sortIcons[ariaSort]}</span>
                  </SortButton>
                </HeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </Scroller>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  color,
  fontSizes,
  fontWeights,
  LoadingIndicator,
  SortAscendingIcon,
  SortDescendingIcon,
  SortNoneIcon,
  space,
  VisuallyHidden,
} from '@ottilia/shared-ui';
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

// Sizes chosen so a ten-column list fits a 1024 px screen without sideways scroll; the spare width
// goes to the name (data-primary). Rows and cells are plain elements styled from here: a styled
// component per cell would cost a render and a style evaluation each, on hundreds of cells.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${color('text')};
  font-size: ${fontSizes.small}px;

  & > thead > tr > th,
  & > tbody > tr > td {
    padding: ${space(12)};
    @media (max-width: 1439px) {
      padding-inline: ${space(8)};
    }
  }
  & > thead > tr > th {
    border-bottom: 2px solid ${color('border')};
    text-align: start;
    vertical-align: bottom;
    font-weight: ${fontWeights.bold};
  }
  & > tbody > tr > td {
    border-bottom: 1px solid ${color('surface')};
  }
  & > tbody > tr:hover {
    background: ${color('surface')};
  }
  & > thead > tr > th[data-primary],
  & > tbody > tr > td[data-primary] {
    width: 30%;
  }
  /* the loading and "no results" line */
  & > tbody > tr > td[data-message] {
    padding: ${space(32, 12)};
    border-bottom: 0;
    text-align: center;
    color: ${color('textMuted')};
  }
`;

// the table's loading line, as the "no results" line shows
const Loading = styled.div`
  padding: ${space(32, 12)};
  text-align: center;
  color: ${color('textMuted')};
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
  // No table until its rows are in: the automatic layout sizes columns from the rows, so headers
  // shown over a loading line would move when the rows come (layout shift).
  if (loading) {
    return (
      <Scroller className={className}>
        <Loading aria-busy="true">
          <LoadingIndicator size="small" />
        </Loading>
      </Scroller>
    );
  }
  let body: ReactNode;
  if (rows.length === 0) {
    body = (
      <tr>
        <td data-message colSpan={columns.length}>
          {emptyState === undefined ? t('table.empty') : emptyState}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((column) => (
          <td key={column.key} data-primary={column.key === primaryKey || undefined}>
            {column.render ? column.render(row) : defaultCell(row, column.key)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <Scroller className={className}>
      <Table>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              if (!column.sortable) {
                return (
                  <th key={column.key} scope="col" data-primary={column.key === primaryKey || undefined}>
                    {column.header}
                  </th>
                );
              }
              const ariaSort = ariaSortOf(sort, column.key);
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort} data-primary={column.key === primaryKey || undefined}>
                  <SortButton type="button" onClick={() => onSortChange?.(nextSort(sort, column.key))}>
                    {column.header}
                    <span aria-hidden="true">{sortIcons[ariaSort]}</span>
                  </SortButton>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </Scroller>
  );
}

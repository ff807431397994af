/**
 * The rows of a list: a table, and on a phone one card per row (the name column heads it, the
 * other columns follow as label / value pairs), so nothing scrolls sideways under the top bar.
 * Sorting, which the table does in its headers, is a "Sort by" select above the cards.
 */
import { bareList, color, fontWeights, LoadingIndicator, mediaQueries, radii, row, space, stack, useMediaQuery } from '@ottilia/shared-ui';
import { type Column, DataTable, type DataTableProps, SelectField, type SelectOption, type SortState } from '@ottilia/shared-ui/editing';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAdminStrings } from '../i18n/admin-strings';

export interface ListTableProps<Row> extends DataTableProps<Row> {
  /** The column that heads each card, e.g. 'name'. */
  primaryKey: string;
  /** A leading column shown beside the card's heading rather than as a pair (the selection checkbox). */
  leadingKey?: string;
}

const cell = <Row,>(column: Column<Row>, row: Row): ReactNode =>
  column.render ? column.render(row) : ((row as Record<string, unknown>)[column.key] as ReactNode);

function sortOptions<Row>(t: TFunction, columns: readonly Column<Row>[]): SelectOption[] {
  return columns
    .filter((column) => column.sortable && typeof column.header === 'string')
    .flatMap((column) => [
      { value: `${column.key},asc`, label: t('list.ascending', { column: column.header }) },
      { value: `${column.key},desc`, label: t('list.descending', { column: column.header }) },
    ]);
}

export function ListTable<Row>(props: ListTableProps<Row>) {
  const { t } = useAdminStrings();
  const small = useMediaQuery(mediaQueries.small);
  if (!small) return <DataTable {...props} />;
  const { caption, columns, rows, rowKey, sort, onSortChange, loading, emptyState = t('table.empty'), primaryKey, leadingKey } = props;
  const primary = columns.find((column) => column.key === primaryKey);
  const leading = columns.find((column) => column.key === leadingKey);
  const others = columns.filter((column) => column !== primary && column !== leading);
  const options = sortOptions(t, columns);
  return (
    <Stack>
      {(leading || (options.length > 0 && onSortChange)) && (
        <Controls>
          {leading?.header}
          {options.length > 0 && onSortChange && (
            <SelectField
              label={t('list.sortBy')}
              options={options}
              value={sort ? `${sort.key},${sort.direction}` : ''}
              onChange={(event) => {
                const [key = '', direction] = event.target.value.split(',');
                onSortChange({ key, direction: direction as SortState['direction'] });
              }}
            />
          )}
        </Controls>
      )}
      {loading ? (
        <Message aria-busy="true">
          <LoadingIndicator size="small" />
        </Message>
      ) : rows.length === 0 ? (
        <Message>{emptyState}</Message>
      ) : (
        <Cards aria-label={caption}>
          {rows.map((row) => (
            <Card key={rowKey(row)}>
              <CardHeading>
                {leading && cell(leading, row)}
                {primary && <strong>{cell(primary, row)}</strong>}
              </CardHeading>
              <Pairs>
                {others.map((column) => (
                  <Pair key={column.key}>
                    <dt>{column.header}</dt>
                    <dd>{cell(column, row)}</dd>
                  </Pair>
                ))}
              </Pairs>
            </Card>
          ))}
        </Cards>
      )}
    </Stack>
  );
}

const Stack = styled.div`${stack(12)}`;

const Controls = styled.div`${row(12, { align: 'flex-end', justify: 'space-between' })}`;

const Message = styled.div`
  padding: ${space(32, 16)};
  text-align: center;
  color: ${color('textMuted')};
`;

const Cards = styled.ul`
  ${stack(12)}
  ${bareList}
`;

const Card = styled.li`
  padding: ${space(12, 16)};
  border: 1px solid ${color('border')};
  border-radius: ${radii.small}px;
  overflow-wrap: anywhere;
`;

const CardHeading = styled.div`
  ${row(8, { wrap: false })}
  margin-bottom: ${space(8)};
`;

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, auto) 1fr;
  gap: ${space(4, 12)};
  margin: 0;
`;

const Pair = styled.div`
  display: contents;

  dt {
    font-weight: ${fontWeights.bold};
  }

  dd {
    margin: 0;
  }
`;

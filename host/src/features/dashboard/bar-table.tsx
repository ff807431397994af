/**
 * A horizontal bar chart that is also its own table alternative: each row is a table row (label,
 * count) and the bar beside the count is decoration hidden from assistive technology. Plain HTML
 * and CSS: no chart library (docs/conventions.md section 8, the route adds at most 60 KB), wraps at 390 px.
 */
import styled, { css } from 'styled-components';
import { color, fontWeights, radii, space } from '@ottilia/shared-ui';

export interface BarRow {
  key: string;
  label: string;
  count: number;
  /** Text shown instead of the bare count, e.g. "3 of 10 (30 %)". */
  value?: string;
  /**
   * A remainder ("Other (15 more)"): its count is many groups together, so it gets no bar and
   * does not set the scale (its bar dwarfed every named one); it sits apart below a rule.
   */
  remainder?: boolean;
}

export interface BarTableProps {
  /** id of the heading that names the table. */
  labelledBy: string;
  columns: [label: string, value: string];
  rows: readonly BarRow[];
  /** The count of a full-width bar; default the largest count. */
  scale?: number;
}

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;

  th, td {
    padding: ${space(6)} 0;
    text-align: start;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }

  thead th {
    font-size: 0.875rem;
    color: ${color('textMuted')};
    border-bottom: 1px solid ${color('border')};
  }

  tbody th {
    width: 40%;
    padding-inline-end: ${space(8)};
    font-weight: ${fontWeights.regular};
  }
`;

// on a narrow phone a long value ("143 of 201 (71 %)") goes under its bar instead of sticking out
const Value = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)} ${space(8)};
`;

const Row = styled.tr<{ $remainder?: boolean }>`
  ${({ $remainder }) =>
    $remainder &&
    css`
    border-top: 1px solid ${color('border')};
  `}
`;

const Bar = styled.span`
  flex: 0 0 auto;
  height: 12px;
  min-width: 2px;
  border-radius: ${radii.small}px;
  background: ${color('primary')};
`;

const Number = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  font-variant-numeric: tabular-nums;
  font-weight: ${fontWeights.bold};
`;

export function BarTable({ labelledBy, columns, rows, scale }: BarTableProps) {
  const full = scale ?? Math.max(1, ...rows.filter((row) => !row.remainder).map((row) => row.count));
  return (
    <Table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={row.key} $remainder={row.remainder}>
            <th scope="row">{row.label}</th>
            <td>
              <Value>
                {/* the bar takes at most 60% so the number beside it always fits */}
                {!row.remainder && <Bar aria-hidden="true" style={{ width: `${(row.count / full) * 60}%` }} />}
                <Number>{row.value ?? row.count}</Number>
              </Value>
            </td>
          </Row>
        ))}
      </tbody>
    </Table>
  );
}

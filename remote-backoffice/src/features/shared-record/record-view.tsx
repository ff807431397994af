import { color, fontWeights, space } from '@ottilia/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ViewRow<T> {
  label: string;
  value(record: T): ReactNode;
}

/** A record's fields as label / value pairs. */
export function RecordView<T>({ rows, record }: { rows: readonly ViewRow<T>[]; record: T }) {
  return (
    <List>
      {rows.map((row) => (
        <Row key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value(record) ?? '—'}</dd>
        </Row>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${space(12)};
  margin: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 220px) 1fr;
  gap: ${space(16)};

  dt {
    font-weight: ${fontWeights.bold};
  }

  dd {
    margin: 0;
    color: ${color('text')};
    overflow-wrap: anywhere;
  }
`;

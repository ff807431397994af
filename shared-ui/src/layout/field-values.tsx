import type { ReactNode } from 'react';
import styled from 'styled-components';
// through the package's main entry: the shared copy the shell already loaded, not a second one
import { color, fontWeights, media, space } from '@ottilia/shared-ui';

export interface FieldValue {
  label: string;
  value: ReactNode;
}

/** A record's fields read-only, as label / value pairs of a description list. */
export function FieldValues({ items }: { items: readonly FieldValue[] }) {
  return (
    <List>
      {items.map(({ label, value }) => (
        <Row key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
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

// on small screens the label stands above its value; the value column may always shrink
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 220px) minmax(0, 1fr);
  gap: ${space(4, 16)};

  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
  }

  dt {
    font-weight: ${fontWeights.bold};
  }

  dd {
    margin: 0;
    color: ${color('text')};
    overflow-wrap: anywhere;
  }
`;

import { Button, space, useCopy } from '@ottilia/shared-ui';
import styled from 'styled-components';

const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(8)};
  white-space: nowrap;
`;

const Id = styled.code`
  font-size: 0.875em;
`;

/** A record's id with a button that copies it and confirms in the banner. */
export function CopyIdCell({ id }: { id: string }) {
  const copy = useCopy();
  return (
    <Cell>
      <Id>{id}</Id>
      <Button variant="transparent" size="xsmall" onClick={() => void copy(id)}>
        Copy ID
      </Button>
    </Cell>
  );
}

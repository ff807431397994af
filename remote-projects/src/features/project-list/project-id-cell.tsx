import { Button, space, useCopy, VisuallyHidden } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { shortId } from '../../lib/format';

// the copy button goes under the short id when the column is narrow
const Cell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4, 8)};
  white-space: nowrap;
`;

/** The short id on screen, the full one for screen readers and on hover, and a copy button. */
export function ProjectIdCell({ uuid }: { uuid: string }) {
  const copy = useCopy();
  return (
    <Cell>
      <span title={uuid}>
        <span aria-hidden="true">{shortId(uuid)}</span>
        <VisuallyHidden>{uuid}</VisuallyHidden>
      </span>
      <Button variant="transparent" size="xsmall" onClick={() => void copy(uuid)}>
        Copy ID
      </Button>
    </Cell>
  );
}

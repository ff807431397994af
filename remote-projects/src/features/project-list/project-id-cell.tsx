import { ALERT_MESSAGES, Button, space, useShell, VisuallyHidden } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { shortId } from './format';

const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(8)};
  white-space: nowrap;
`;

/** The short id on screen, the full one for screen readers and on hover, and a copy button. */
export function ProjectIdCell({ uuid }: { uuid: string }) {
  const { showAlert } = useShell();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(uuid);
    } catch {
      // clipboard refused or missing (insecure origin): nothing was copied, so no banner
      return;
    }
    showAlert(ALERT_MESSAGES.idCopied);
  };
  return (
    <Cell>
      <span title={uuid}>
        <span aria-hidden="true">{shortId(uuid)}</span>
        <VisuallyHidden>{uuid}</VisuallyHidden>
      </span>
      <Button variant="transparent" size="xsmall" onClick={() => void copy()}>
        Copy ID
      </Button>
    </Cell>
  );
}

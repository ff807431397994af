import { ALERT_MESSAGES, Button, space, useShell } from '@ottilia/shared-ui';
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
  const { showAlert } = useShell();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
    } catch {
      // clipboard refused or missing (insecure origin): nothing was copied, so no banner
      return;
    }
    showAlert(ALERT_MESSAGES.idCopied);
  };
  return (
    <Cell>
      <Id>{id}</Id>
      <Button variant="transparent" size="xsmall" onClick={() => void copy()}>
        Copy ID
      </Button>
    </Cell>
  );
}

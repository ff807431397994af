import styled from 'styled-components';
// through the package's main entry: the shared copy the shell already loaded, not a second one
import { Button, space } from '@ottilia/shared-ui';

export interface FormActionsProps {
  /** While true, Save shows its spinner and Cancel is disabled. */
  saving: boolean;
  onCancel(): void;
  saveLabel?: string;
  cancelLabel?: string;
  /** False leaves Cancel out, e.g. while there is nothing to discard. */
  showCancel?: boolean;
}

/** The Save (submits the surrounding form) and Cancel row under an edit form. */
export function FormActions({ saving, onCancel, saveLabel = 'Save', cancelLabel = 'Cancel', showCancel = true }: FormActionsProps) {
  return (
    <Actions>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
      {showCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
      )}
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  gap: ${space(12)};
`;

import styled from 'styled-components';
// through the package's main entry: the shared copy the shell already loaded, not a second one
import { Button, row } from '@ottilia/shared-ui';
import { useEditingStrings } from '../i18n/editing-strings';

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
export function FormActions({ saving, onCancel, saveLabel, cancelLabel, showCancel = true }: FormActionsProps) {
  const { t } = useEditingStrings();
  return (
    <Actions>
      <Button type="submit" loading={saving}>
        {saveLabel ?? t('form.save')}
      </Button>
      {showCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {cancelLabel ?? t('form.cancel')}
        </Button>
      )}
    </Actions>
  );
}

const Actions = styled.div`${row(12, { align: 'stretch', wrap: false })}`;

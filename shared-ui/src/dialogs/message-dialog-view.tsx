import styled from 'styled-components';
import { Button } from '../button';
import { useUiStrings } from '../i18n/ui-strings';
import { Modal } from '../modal';
import { dialogContent, type DialogId } from './dialog-catalogue';

export interface MessageDialogProps {
  open: boolean;
  dialog: DialogId;
  /** Replaces the catalogue text, e.g. the server's message in an error dialog. */
  message?: string;
  /** A failed request's trace reference the user can quote to support ("Reference: 4bf92f35"). */
  reference?: string;
  onConfirm: () => void;
  /** The cancel button, and Escape or an overlay click on dismissible dialogs. */
  onCancel?: () => void;
  /** Shows the confirm button as busy while the confirmed action runs. */
  confirmLoading?: boolean;
}

const Reference = styled.span`
  display: block;
  margin-top: 0.5em;
  font-size: 0.875em;
  user-select: all;
`;

/**
 * Renders a catalogue dialog (loaded with the first one: message-dialog.tsx) on the dialog layer (above the loading overlay). Dialogs without a
 * cancel button treat Escape and the overlay as acknowledging them.
 */
export function MessageDialogView({ open, dialog, message, reference, onConfirm, onCancel, confirmLoading }: MessageDialogProps) {
  const { t } = useUiStrings();
  const { headline, text, confirmLabel, cancelLabel, dismissible } = dialogContent(t, dialog, message);
  return (
    <Modal
      open={open}
      layer="dialog"
      title={headline}
      description={reference ? <>{text} <Reference>{t('dialogReference', { reference })}</Reference></> : text}
      dismissible={dismissible}
      onClose={onCancel ?? onConfirm}
      actions={
        <>
          {cancelLabel && (
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button loading={confirmLoading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

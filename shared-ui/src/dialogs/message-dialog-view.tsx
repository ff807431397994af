import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { useUiStrings } from '../i18n/ui-strings';
import { CopyReferenceButton, ReferenceText } from '../error-reference';
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
`;

/**
 * Renders a catalogue dialog (loaded with the first one: message-dialog.tsx); like every Modal it sits in the
 * top layer, above the loading overlay. Dialogs without a cancel button treat Escape and the overlay as acknowledging them.
 */
export function MessageDialogView({ open, dialog, message, reference, onConfirm, onCancel, confirmLoading }: MessageDialogProps) {
  const { t } = useUiStrings();
  const { headline, text, confirmLabel, cancelLabel, dismissible } = dialogContent(t, dialog, message);
  // the answer has focus first, not the copy button of a reference
  const firstAction = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={headline}
      description={
        reference ? (
          <>
            {text}{' '}
            <Reference>
              <ReferenceText reference={reference} />
            </Reference>
          </>
        ) : (
          text
        )
      }
      dismissible={dismissible}
      {...(reference ? { children: <CopyReferenceButton reference={reference} />, initialFocusRef: firstAction } : {})}
      onClose={onCancel ?? onConfirm}
      actions={
        <>
          {cancelLabel && (
            <Button ref={firstAction} variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button ref={cancelLabel ? undefined : firstAction} loading={confirmLoading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

import { Button, Modal } from '@ottilia/shared-ui';
import { TextField } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import { fieldMessage } from '@ottilia/shared-ui/admin';

/** The API's limit on a review reason. */
export const REASON_MAX = 1000;

export interface RejectAgencyDialogProps {
  agencyName: string;
  busy: boolean;
  /** The server's message about the reason. */
  error?: string;
  onReject(reason: string): void;
  onCancel(): void;
}

/** Asks why the agency is rejected; the reason goes into the e-mail to the requester. */
export function RejectAgencyDialog({ agencyName, busy, error, onReject, onCancel }: RejectAgencyDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = () => {
    if (!reason.trim()) setMissing(true);
    else onReject(reason.trim());
  };
  const shownError = missing && !reason.trim() ? 'Reason is required' : error && fieldMessage('Reason', error);
  return (
    <Modal
      open
      title={`Reject ${agencyName}?`}
      description="The requester receives your reason by e-mail."
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button loading={busy} onClick={reject}>
            Reject
          </Button>
        </>
      }
    >
      <TextField label="Reason" required maxLength={REASON_MAX} value={reason} error={shownError} onChange={(event) => setReason(event.target.value)} />
    </Modal>
  );
}

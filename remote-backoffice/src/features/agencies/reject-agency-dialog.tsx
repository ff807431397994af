import { Button, Modal } from '@ottilia/shared-ui';
import { TextField } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import { fieldMessage } from '@ottilia/shared-ui/admin';
import { AGENCY_REVIEW_LIMITS } from '@ottilia/shared-admin';
import { useBackofficeStrings } from '../../i18n/strings';

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
  const { t } = useBackofficeStrings();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = () => {
    if (!reason.trim()) setMissing(true);
    else onReject(reason.trim());
  };
  const shownError =
    missing && !reason.trim() ? t('agencies.rejectDialog.reasonRequired') : error && fieldMessage(t('agencies.rejectDialog.reason'), error);
  return (
    <Modal
      open
      title={t('agencies.rejectDialog.title', { name: agencyName })}
      description={t('agencies.rejectDialog.description')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={reject}>
            {t('agencies.review.reject')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('agencies.rejectDialog.reason')}
        required
        maxLength={AGENCY_REVIEW_LIMITS.reason.maxLength}
        value={reason}
        error={shownError}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}

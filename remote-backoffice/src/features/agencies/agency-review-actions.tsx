/**
 * Approve and Reject for a PENDING agency (agenciesReview only): the review decision, under
 * If-Match; Reject asks for the reason first. The API e-mails the requester, which the closing
 * dialog tells the reviewer. The same decision on the same version, pressed again after a lost
 * answer, keeps its Idempotency-Key: one decision, one e-mail.
 */
import { errorDialog, useActionKeys, useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { fieldErrorsOf, reviewAgency, type AgencyReview } from '@ottilia/shared-admin';
import { Button, useShell } from '@ottilia/shared-ui';
import { useState } from 'react';
import type { RecordActionContext } from '@ottilia/shared-admin/screens';
import { useBackofficeStrings } from '../../i18n/strings';
import type { Agency } from './agencies';
import { RejectAgencyDialog } from './reject-agency-dialog';

export function AgencyReviewActions({ record, etag, refresh }: RecordActionContext<Agency>) {
  const client = useApiClient();
  const { t } = useBackofficeStrings();
  const { can } = useCurrentUser();
  const { confirm } = useShell();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const keys = useActionKeys();
  if (record.reviewState !== 'PENDING' || !can('agenciesReview')) return null;

  const decide = async (body: AgencyReview) => {
    setBusy(true);
    try {
      await reviewAgency(client, record.eid, body, etag, keys.keyFor([record.eid, etag, body]));
      keys.done();
      setRejecting(false);
      refresh();
      void confirm('agencyReviewed');
    } catch (error) {
      const reason = fieldErrorsOf(error).reason;
      if (reason && rejecting) setReasonError(reason);
      else void confirm('errorWithMessage', errorDialog(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button loading={busy && !rejecting} disabled={busy} onClick={() => void decide({ decision: 'APPROVED' })}>
        {t('agencies.review.approve')}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
        {t('agencies.review.reject')}
      </Button>
      {rejecting && (
        <RejectAgencyDialog
          agencyName={record.name}
          busy={busy}
          error={reasonError}
          onReject={(reason) => void decide({ decision: 'REJECTED', reason })}
          onCancel={() => {
            setRejecting(false);
            setReasonError(undefined);
          }}
        />
      )}
    </>
  );
}

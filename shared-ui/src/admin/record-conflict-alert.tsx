import { Alert } from '@ottilia/shared-ui';
import { CONFLICT_RELOADED_MESSAGE, ConflictAlert, type EditConflict } from '@ottilia/shared-ui/editing';
import { enAdmin } from '../i18n/en-admin';
import { useAdminStrings } from '../i18n/admin-strings';

/**
 * What every record form says when a save met a newer version, and after it was loaded: in
 * English (tests assert it); shown in the current language ('ui' strings `recordConflict`, `conflict.reloaded`).
 */
export const RECORD_CONFLICT_MESSAGES = {
  stale: enAdmin.recordConflict,
  reloaded: CONFLICT_RELOADED_MESSAGE,
} as const;

/** The conflict message of a record form (shared-admin's useDraftEditor keeps the draft). */
/** `message`: what to say instead of the stale message (a change someone else saved meanwhile, shared-admin's useDraftEditor). */
/** `presence`: who else has the record open in edit (a polite status above the conflict, never blocking). */
export function RecordConflictAlert({
  conflict,
  onReload,
  message,
  presence,
}: {
  conflict: EditConflict;
  onReload(): void;
  message?: string;
  presence?: string | null;
}) {
  const { t } = useAdminStrings();
  return (
    <>
      {presence ? <Alert type="information" message={presence} dataQaId="record-presence" /> : null}
      <ConflictAlert conflict={conflict} staleMessage={message ?? t('recordConflict')} onReload={onReload} />
    </>
  );
}

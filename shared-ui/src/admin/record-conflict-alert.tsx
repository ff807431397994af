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
export function RecordConflictAlert({ conflict, onReload, message }: { conflict: EditConflict; onReload(): void; message?: string }) {
  const { t } = useAdminStrings();
  return <ConflictAlert conflict={conflict} staleMessage={message ?? t('recordConflict')} onReload={onReload} />;
}

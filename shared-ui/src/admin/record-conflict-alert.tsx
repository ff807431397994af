import { CONFLICT_RELOADED_MESSAGE, ConflictAlert, type EditConflict } from '@ottilia/shared-ui/editing';

/** What every record form says when a save met a newer version, and after it was loaded. */
export const RECORD_CONFLICT_MESSAGES = {
  stale:
    'This record was changed by someone else while you were editing it. Your changes are kept: reload the latest version to see what changed, then save again.',
  reloaded: CONFLICT_RELOADED_MESSAGE,
} as const;

/** The conflict message of a record form (shared-admin's useDraftEditor keeps the draft). */
export function RecordConflictAlert({ conflict, onReload }: { conflict: EditConflict; onReload(): void }) {
  return <ConflictAlert conflict={conflict} staleMessage={RECORD_CONFLICT_MESSAGES.stale} onReload={onReload} />;
}

import { CONFLICT_RELOADED_MESSAGE, ConflictAlert as SharedConflictAlert, type EditConflict } from '@ottilia/shared-ui/editing';

export const CONFLICT_MESSAGES = {
  stale:
    'This record was changed by someone else while you were editing it. Your changes are kept: reload the latest version to see what changed, then save again.',
  reloaded: CONFLICT_RELOADED_MESSAGE,
} as const;

/** shared-ui's conflict message in the backoffice's wording. */
export function ConflictAlert({ conflict, onReload }: { conflict: EditConflict; onReload(): void }) {
  return <SharedConflictAlert conflict={conflict} staleMessage={CONFLICT_MESSAGES.stale} onReload={onReload} />;
}

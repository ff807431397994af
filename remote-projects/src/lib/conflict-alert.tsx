import { CONFLICT_RELOADED_MESSAGE, ConflictAlert as SharedConflictAlert, type EditConflict } from '@ottilia/shared-ui/editing';

export const CONFLICT_MESSAGES = {
  stale:
    'Someone else saved a newer version while you were editing. Your changes are kept: reload the latest version to see what changed, then save again.',
  reloaded: CONFLICT_RELOADED_MESSAGE,
} as const;

/** shared-ui's conflict message in the projects' wording. */
export function ConflictAlert({ conflict, onReload }: { conflict: EditConflict; onReload(): void }) {
  return <SharedConflictAlert conflict={conflict} staleMessage={CONFLICT_MESSAGES.stale} onReload={onReload} />;
}

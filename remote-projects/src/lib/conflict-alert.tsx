import { Alert } from '@ottilia/shared-ui';
import type { Conflict } from './use-draft-editor';

export const CONFLICT_MESSAGES = {
  stale:
    'Someone else saved a newer version while you were editing. Your changes are kept: reload the latest version to see what changed, then save again.',
  reloaded: 'The latest version is loaded and your changes are kept. Saving now applies them over it.',
} as const;

/** Says that a save met a newer version, with a way to load it; the draft stays as it is. */
export function ConflictAlert({ conflict, onReload }: { conflict: Conflict; onReload(): void }) {
  if (conflict === 'stale') return <Alert type="warning" message={CONFLICT_MESSAGES.stale} action={onReload} actionName="Reload latest" />;
  if (conflict === 'reloaded') return <Alert type="information" message={CONFLICT_MESSAGES.reloaded} />;
  return null;
}


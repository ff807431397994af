// through the package's main entry: the shared copy the shell already loaded, not a second one
import { Alert } from '@ottilia/shared-ui';

/** 'stale': a save met a newer version; 'reloaded': the newest version is loaded under the draft. */
export type EditConflict = 'stale' | 'reloaded' | null;

export const CONFLICT_RELOADED_MESSAGE = 'The latest version is loaded and your changes are kept. Saving now applies them over it.';

export interface ConflictAlertProps {
  conflict: EditConflict;
  /** What a stale save says (each app names what was changed). */
  staleMessage: string;
  onReload(): void;
}

/** Says that a save met a newer version, with a way to load it; the draft stays as it is. */
export function ConflictAlert({ conflict, staleMessage, onReload }: ConflictAlertProps) {
  if (conflict === 'stale') return <Alert type="warning" message={staleMessage} action={onReload} actionName="Reload latest" />;
  if (conflict === 'reloaded') return <Alert type="information" message={CONFLICT_RELOADED_MESSAGE} />;
  return null;
}

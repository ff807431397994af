// through the package's main entry: the shared copy the shell already loaded, not a second one
import { Alert } from '@ottilia/shared-ui';
import { enEditing } from '../i18n/en-editing';
import { useEditingStrings } from '../i18n/editing-strings';

/** 'stale': a save met a newer version; 'reloaded': the newest version is loaded under the draft. */
export type EditConflict = 'stale' | 'reloaded' | null;

/** In English (tests assert it); shown in the current language (`conflict.reloaded` of the 'ui' strings). */
export const CONFLICT_RELOADED_MESSAGE = enEditing.conflict.reloaded;

export interface ConflictAlertProps {
  conflict: EditConflict;
  /** What a stale save says (each app names what was changed). */
  staleMessage: string;
  onReload(): void;
}

/** Says that a save met a newer version, with a way to load it; the draft stays as it is. */
export function ConflictAlert({ conflict, staleMessage, onReload }: ConflictAlertProps) {
  const { t } = useEditingStrings();
  if (conflict === 'stale') return <Alert type="warning" message={staleMessage} action={onReload} actionName={t('conflict.reload')} />;
  if (conflict === 'reloaded') return <Alert type="information" message={t('conflict.reloaded')} />;
  return null;
}

// The dialogs of spec section 8. Their texts are strings of the 'ui' namespace (i18n/en-dialogs.ts,
// `dialogs.<id>`), resolved when a dialog renders; DIALOGS is their bundled English, which says
// which texts and buttons each dialog has (and what tests and e2e assert). This module loads with
// the first dialog (message-dialog.tsx), not with /home; component tests get it from
// '@ottilia/shared-ui/testing'.
import type { TFunction } from 'i18next';
import { en } from '../i18n/en-dialogs';
import { registerStrings } from '../i18n/strings';
import { UI_NAMESPACE } from '../i18n/ui-strings';

export interface DialogEntry {
  headline: string;
  text?: string;
  confirmLabel: string;
  /** Present for questions; a dialog without it only informs. */
  cancelLabel?: string;
  /** false: Escape and overlay clicks do not close it (the user must choose). */
  dismissible?: boolean;
}

export const DIALOGS = en.dialogs satisfies Record<string, DialogEntry>;

export type DialogId = keyof typeof DIALOGS;

registerStrings(UI_NAMESPACE, en);

/** The current-user failure (reload or sign out, nothing else) and the expired session. */
const FIXED: readonly DialogId[] = ['errorMe', 'sessionExpired'];

/**
 * A catalogue entry in the current language (`t` of the 'ui' namespace), with a supplied (server)
 * message in place of its text when there is one.
 */
export function dialogContent(t: TFunction, id: DialogId, message?: string): DialogEntry {
  const entry: DialogEntry = { ...DIALOGS[id], dismissible: !FIXED.includes(id) };
  for (const field in DIALOGS[id]) entry[field as 'text'] = t(`dialogs.${id}.${field}`);
  if (message?.trim()) entry.text = message;
  return entry;
}

import { useCallback } from 'react';
import { ALERT_MESSAGES } from '../alert/alert-messages';
import { useShell } from './shell-context';

/**
 * Copies text to the clipboard and confirms it in the shell's banner ('The ID was copied!' by
 * default, or e.g. 'URL copied!'). Resolves false, without a banner, when the clipboard refused
 * (missing permission, insecure origin): nothing was copied, so nothing is confirmed.
 */
export function useCopy() {
  const { showAlert } = useShell();
  return useCallback(
    async (text: string, message: string = ALERT_MESSAGES.idCopied) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        return false;
      }
      showAlert(message);
      return true;
    },
    [showAlert],
  );
}

/**
 * The strings of the preview round trip and the environments list, added to the host's namespace
 * when their chunk loads (only the list's title is in en.ts, see i18n/lazy-strings.ts).
 */
import { addLazyStrings } from '../../i18n/lazy-strings';

export const previewStrings = {
  environments: {
    portal: 'Portal ({{stage}})',
    preview: 'Preview #{{id}}',
    current: 'Current',
    forget: 'Forget',
    forgetLabel: 'Forget preview #{{id}}',
    none: 'No preview opened yet. Opening a preview link signs you in to it through the portal.',
    handoff: {
      returning: 'Taking you back to preview #{{id}}…',
      refusedTitle: 'This preview link cannot be used',
      refused: 'The link does not name a preview of this portal, so your sign-in was not handed to it.',
      failed: 'Your sign-in could not be handed to preview #{{id}}. Open the preview again to retry.',
      continue: 'Continue to the portal',
    },
  },
};

addLazyStrings(previewStrings);

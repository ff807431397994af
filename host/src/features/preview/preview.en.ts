// The preview screen's English (host namespace translations), added when its chunk loads; data only: the
// translations seed reads it (scripts/bundled-english.mjs).
export const en = {
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

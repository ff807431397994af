// The English of shared-ui's main entry (namespace 'ui'), registered by ./ui-strings.ts. On /home's
// first load: keys stay short. The editing, admin and standalone entries register their own
// strings (en-editing.ts, en-admin.ts, en-standalone.ts) into the same namespace when they load,
// and so does the dialog catalogue (en-dialogs.ts) with the first dialog.
export const en = {
  /** Messages of the success alert banner (spec section 2). */
  alerts: {
    idCopied: 'The ID was copied!',
    scriptCopied: 'Script copied!',
    urlCopied: 'URL copied!',
    changesSaved: 'Your changes were saved!',
  },
  alert: {
    /** The banner raised without a message; the spec gives it without "!". */
    default: 'The ID was copied',
    dismiss: 'Dismiss alert',
  },
  modal: { close: 'Close' },
  /** A failure's reference a user quotes to support (error-reference.tsx): "Reference: 4bf92f35". */
  reference: { label: 'Reference:', copy: 'Copy reference', copied: 'Reference copied' },
  /** LoadingIndicator's announcement by state. */
  loading: { pending: 'Loading', success: 'Done', failure: 'Failed' },
};

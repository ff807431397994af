// The English of the dialog catalogue (namespace 'ui', key 'dialogs'), registered by
// ../dialogs/dialog-catalogue.ts when the first dialog loads: not on /home's first load.
export const en = {
  /**
   * Every dialog of spec section 8, with its text copied character for character (the spec uses
   * the typographic ’ in "can’t be undone" and the plain ' elsewhere).
   *
   * Button labels the spec does not give are ours:
   *   Discard/Cancel (discard, routeLeave), Exit/Cancel (exit), Delete/Cancel (deleteCookie,
   *   deleteType, delete), Confirm/Cancel (approveAllMarkets), Continue/Cancel (noNewAgency),
   *   Continue (cookieAdded, cookieUpdated, agencyReviewed, projectCreated, inviteSent),
   *   Close (errorWithMessage, genericError).
   * Spec labels: Continue (success), Choose another name (duplicateCookieName),
   *   Refresh/Logout (errorMe). sessionExpired: Sign in again (its text is ours too).
   * The noNewAgency text is ours, written from the spec's description.
   */
  dialogs: {
    success: { headline: 'Well done!', text: 'Your changes were saved.', confirmLabel: 'Continue' },
    discard: {
      headline: 'Are you sure you want to discard changes?',
      text: 'This action can\u2019t be undone.',
      confirmLabel: 'Discard',
      cancelLabel: 'Cancel',
    },
    exit: {
      headline: 'Do you want to exit?',
      text: 'All added information will be lost when exiting this form',
      confirmLabel: 'Exit',
      cancelLabel: 'Cancel',
    },
    routeLeave: {
      headline: 'Discard changes?',
      text: "Your changes won't be saved.",
      confirmLabel: 'Discard',
      cancelLabel: 'Cancel',
    },
    cookieAdded: { headline: 'Your new cookie was added with success!', confirmLabel: 'Continue' },
    cookieUpdated: { headline: 'Your cookie was updated with success!', confirmLabel: 'Continue' },
    deleteCookie: {
      headline: 'Are you sure you want to delete this cookie?',
      text: 'This action cannot be undone.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    },
    /** The text is replaced by the supplied message; this one shows only when none is given. */
    errorWithMessage: { headline: 'Something went wrong...', text: 'Your changes were saved.', confirmLabel: 'Close' },
    approveAllMarkets: {
      headline: 'Did you approve all markets?',
      text: 'Make sure you have approved all markets, because we will show to the user as done',
      confirmLabel: 'Confirm',
      cancelLabel: 'Cancel',
    },
    agencyReviewed: { headline: 'The user will receive an email containing your response.', confirmLabel: 'Continue' },
    genericError: {
      headline: 'Oops! Something went wrong...',
      text: "We can't satisfy your request right now. Please try again later.",
      confirmLabel: 'Close',
    },
    duplicateCookieName: {
      headline: 'This cookie name is already taken',
      text: "Sorry, the name you've chosen is already in use. Please select a different name to proceed.",
      confirmLabel: 'Choose another name',
    },
    deleteType: {
      headline: 'Do you want to delete this?',
      text: 'Deleting this type of website could cause problems with all the projects associated with it. Are you sure you want to delete it?',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    },
    /** Answer code 200 of project creation. */
    projectCreated: { headline: 'Your project was created!', confirmLabel: 'Continue' },
    inviteSent: { headline: 'Request sent!', confirmLabel: 'Continue' },
    noNewAgency: {
      headline: 'No new agency added',
      text: 'You chose another agency but did not submit a new one for review. You can add it later, but the project needs a new agency before it can be published.',
      confirmLabel: 'Continue',
      cancelLabel: 'Cancel',
    },
    delete: {
      headline: 'Are you sure you want to delete this?',
      text: 'This action can\u2019t be undone.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    },
    /** The current-user request failed (code errorMe): reload or sign out, nothing else. */
    errorMe: {
      headline: 'We are working on fixing the problem, please try again later.',
      confirmLabel: 'Refresh',
      cancelLabel: 'Logout',
    },
    /** Spec section 8's warning before the logout redirect of an expired session (the rest is ours). */
    sessionExpired: {
      headline: 'user session expired',
      text: 'Sign in again to continue. Changes you had not saved on this screen are kept and offered back after sign-in.',
      confirmLabel: 'Sign in again',
    },
  },
};

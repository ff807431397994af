import i18next from 'i18next';
import '../i18n/ui-strings';
import { dialogContent, DIALOGS, type DialogId } from './dialog-catalogue';

const t = i18next.getFixedT('en', 'ui');

// Expected copy, typed from spec section 8. Apostrophes matter: ’ (U+2019) only in
// "can’t be undone"; the plain ' everywhere else.
const expected = {
  success: ['Well done!', 'Your changes were saved.', 'Continue', undefined],
  discard: ['Are you sure you want to discard changes?', 'This action can’t be undone.', 'Discard', 'Cancel'],
  exit: ['Do you want to exit?', 'All added information will be lost when exiting this form', 'Exit', 'Cancel'],
  routeLeave: ['Discard changes?', "Your changes won't be saved.", 'Discard', 'Cancel'],
  cookieAdded: ['Your new cookie was added with success!', undefined, 'Continue', undefined],
  cookieUpdated: ['Your cookie was updated with success!', undefined, 'Continue', undefined],
  deleteCookie: ['Are you sure you want to delete this cookie?', 'This action cannot be undone.', 'Delete', 'Cancel'],
  errorWithMessage: ['Something went wrong...', 'Your changes were saved.', 'Close', undefined],
  approveAllMarkets: [
    'Did you approve all markets?',
    'Make sure you have approved all markets, because we will show to the user as done',
    'Confirm',
    'Cancel',
  ],
  agencyReviewed: ['The user will receive an email containing your response.', undefined, 'Continue', undefined],
  genericError: ['Oops! Something went wrong...', "We can't satisfy your request right now. Please try again later.", 'Close', undefined],
  duplicateCookieName: [
    'This cookie name is already taken',
    "Sorry, the name you've chosen is already in use. Please select a different name to proceed.",
    'Choose another name',
    undefined,
  ],
  deleteType: [
    'Do you want to delete this?',
    'Deleting this type of website could cause problems with all the projects associated with it. Are you sure you want to delete it?',
    'Delete',
    'Cancel',
  ],
  projectCreated: ['Your project was created!', undefined, 'Continue', undefined],
  inviteSent: ['Request sent!', undefined, 'Continue', undefined],
  noNewAgency: ['No new agency added', expect.any(String), 'Continue', 'Cancel'],
  delete: ['Are you sure you want to delete this?', 'This action can’t be undone.', 'Delete', 'Cancel'],
  errorMe: ['We are working on fixing the problem, please try again later.', undefined, 'Refresh', 'Logout'],
  sessionExpired: ['user session expired', expect.stringContaining('kept'), 'Sign in again', undefined],
} as const;

describe('dialog catalogue', () => {
  it('has exactly the dialogs of spec section 8', () => {
    expect(Object.keys(DIALOGS).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s has the spec copy and labels', (id, [headline, text, confirmLabel, cancelLabel]) => {
    const entry = DIALOGS[id as keyof typeof DIALOGS];
    expect({ headline: entry.headline, text: 'text' in entry ? entry.text : undefined }).toEqual({ headline, text });
    expect(entry.confirmLabel).toBe(confirmLabel);
    expect('cancelLabel' in entry ? entry.cancelLabel : undefined).toBe(cancelLabel);
  });

  it('uses the typographic apostrophe exactly where the spec does', () => {
    const withCurly = Object.entries(DIALOGS)
      .filter(([, entry]) => JSON.stringify(entry).includes('\u2019'))
      .map(([id]) => id);
    expect(withCurly.sort()).toEqual(['delete', 'discard']);
    expect(DIALOGS.discard.text.charCodeAt(DIALOGS.discard.text.indexOf('t be') - 1)).toBe(0x2019);
    expect(DIALOGS.routeLeave.text).toContain("won't");
    expect(DIALOGS.genericError.text).toContain("can't");
    expect(DIALOGS.duplicateCookieName.text).toContain("you've");
  });

  it('says in the no-new-agency text that an agency can be added later and is needed to publish', () => {
    expect(DIALOGS.noNewAgency.text).toMatch(/add it later/);
    expect(DIALOGS.noNewAgency.text).toMatch(/published/);
  });

  it('only the current-user failure and the expired session cannot be dismissed', () => {
    const fixed = (Object.keys(DIALOGS) as DialogId[]).filter((id) => !dialogContent(t, id).dismissible);
    expect(fixed).toEqual(['errorMe', 'sessionExpired']);
  });
});

describe('dialogContent', () => {
  it('renders every dialog from the ui strings, in English without a translation', () => {
    for (const id of Object.keys(DIALOGS) as DialogId[]) {
      const { dismissible, ...texts } = dialogContent(t, id);
      expect(dismissible).toBe(id !== 'errorMe' && id !== 'sessionExpired');
      expect(Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined))).toEqual(DIALOGS[id]);
    }
  });

  it("takes the current language's text from the translations", () => {
    i18next.addResourceBundle('de', 'ui', { dialogs: { success: { headline: 'Gut gemacht!' } } }, true, true);
    const german = i18next.getFixedT('de', 'ui');
    expect(dialogContent(german, 'success')).toMatchObject({ headline: 'Gut gemacht!', text: 'Your changes were saved.' });
  });

  it('puts a supplied message in place of the text', () => {
    expect(dialogContent(t, 'errorWithMessage', 'Agency name is required')).toMatchObject({
      headline: 'Something went wrong...',
      text: 'Agency name is required',
    });
    expect(dialogContent(t, 'genericError', 'Server is busy').text).toBe('Server is busy');
  });

  it('keeps the catalogue text when the message is missing or blank', () => {
    expect(dialogContent(t, 'errorWithMessage').text).toBe('Your changes were saved.');
    expect(dialogContent(t, 'genericError', '  ').text).toBe("We can't satisfy your request right now. Please try again later.");
  });
});

/**
 * Login interaction of the password-reset policy: which account (must be in the directory and
 * enabled), then a new password; it then signs that user in, as B2C does after a reset.
 * An authorization request carrying `invitation=<token>` (the link of an invitation e-mail, passed
 * on by the portal) skips the first step: the token names the account, works once, and expires.
 * Without a token there is no e-mail verification step: this is a dev/test stand-in.
 */
import type { Account, Directory } from '../directory/directory.js';
import { readForm, sendHtml } from '../http.js';
import { unregisteredUser } from '../policies/b2c-errors.js';
import { renderNewPasswordPage, renderResetAccountPage } from '../views/password-reset-pages.js';
import { interactionHandler, type InteractionContext, type InteractionRequest } from './interaction-handler.js';

export const MIN_PASSWORD_LENGTH = 8;
const ACCOUNT_NOT_FOUND = 'An account could not be found for the provided e-mail address.';
export const INVITATION_INVALID =
  'This invitation link has expired or was already used. Ask the person who invited you for a new invitation, or reset your password here.';

export function passwordResetInteraction(context: InteractionContext & { directory: Directory }) {
  const { directory } = context;
  return interactionHandler(context, async ({ req, res, step, basePath, params, finish }: InteractionRequest) => {
    const invitationToken = typeof params.invitation === 'string' ? params.invitation : null;
    const accountPage = (status: number, model: { email?: string; error?: string } = {}) =>
      sendHtml(res, status, renderResetAccountPage({ action: `${basePath}/account`, ...model }));
    const passwordPage = (status: number, account: Account, error?: string) =>
      sendHtml(
        res,
        status,
        renderNewPasswordPage({
          action: `${basePath}/password`,
          minLength: MIN_PASSWORD_LENGTH,
          email: account.email,
          invited: invitationToken !== null,
          error,
        }),
      );
    const enabledByEmail = (email: string) => {
      const account = directory.byEmail(email);
      return account?.enabled ? account : undefined;
    };

    if (req.method === 'GET' && step === '') {
      const invited = invitationToken === null ? undefined : directory.byInvitation(invitationToken);
      if (invitationToken === null) accountPage(200);
      else if (invited) passwordPage(200, invited);
      else accountPage(400, { error: INVITATION_INVALID });
    } else if (req.method === 'POST' && step === 'account') {
      const email = (await readForm(req)).get('email')?.trim() ?? '';
      const account = enabledByEmail(email);
      if (!email) accountPage(400, { error: 'Please enter your e-mail address.' });
      else if (!account) accountPage(400, { email, error: ACCOUNT_NOT_FOUND });
      else passwordPage(200, account);
    } else if (req.method === 'POST' && step === 'password') {
      const form = await readForm(req);
      // with an invitation the token, not the form, says whose password this is
      const account = invitationToken === null ? enabledByEmail(form.get('email') ?? '') : directory.byInvitation(invitationToken);
      const newPassword = form.get('newPassword') ?? '';
      if (!account) {
        accountPage(400, { error: invitationToken === null ? ACCOUNT_NOT_FOUND : INVITATION_INVALID });
      } else if (newPassword.length < MIN_PASSWORD_LENGTH) {
        passwordPage(400, account, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
      } else if (newPassword !== form.get('confirmPassword')) {
        passwordPage(400, account, 'The passwords do not match.');
      } else {
        await directory.setPassword(account, newPassword);
        await finish(account.registered ? { login: { accountId: account.sub, amr: ['pwd'] } } : unregisteredUser);
      }
    } else {
      return false;
    }
    return true;
  });
}

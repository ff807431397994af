/**
 * Login interaction of the password-reset policy: which account (must be in the directory), then
 * a new password; it then signs that user in, as B2C does after a reset. There is no e-mail
 * verification step: this is a dev/test stand-in.
 */
import { accountByEmail, hasProductAccount } from '../directory/accounts.js';
import type { PasswordStore } from '../directory/password-store.js';
import { readForm, sendHtml } from '../http.js';
import { unregisteredUser } from '../policies/b2c-errors.js';
import { renderNewPasswordPage, renderResetAccountPage } from '../views/password-reset-pages.js';
import { interactionHandler, type InteractionContext, type InteractionRequest } from './interaction-handler.js';

export const MIN_PASSWORD_LENGTH = 8;
const ACCOUNT_NOT_FOUND = 'An account could not be found for the provided e-mail address.';

export function passwordResetInteraction(context: InteractionContext & { passwords: PasswordStore }) {
  return interactionHandler(context, async ({ req, res, step, basePath, finish }: InteractionRequest) => {
    const accountPage = (status: number, model: { email?: string; error?: string } = {}) =>
      sendHtml(res, status, renderResetAccountPage({ action: `${basePath}/account`, ...model }));
    const passwordPage = (status: number, model: { email: string; error?: string }) =>
      sendHtml(res, status, renderNewPasswordPage({ action: `${basePath}/password`, minLength: MIN_PASSWORD_LENGTH, ...model }));

    if (req.method === 'GET' && step === '') {
      accountPage(200);
    } else if (req.method === 'POST' && step === 'account') {
      const email = (await readForm(req)).get('email')?.trim() ?? '';
      const account = accountByEmail(email);
      if (!email) accountPage(400, { error: 'Please enter your e-mail address.' });
      else if (!account) accountPage(400, { email, error: ACCOUNT_NOT_FOUND });
      else passwordPage(200, { email: account.email });
    } else if (req.method === 'POST' && step === 'password') {
      const form = await readForm(req);
      const account = accountByEmail(form.get('email') ?? '');
      const newPassword = form.get('newPassword') ?? '';
      if (!account) {
        accountPage(400, { error: ACCOUNT_NOT_FOUND });
      } else if (newPassword.length < MIN_PASSWORD_LENGTH) {
        passwordPage(400, { email: account.email, error: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.` });
      } else if (newPassword !== form.get('confirmPassword')) {
        passwordPage(400, { email: account.email, error: 'The passwords do not match.' });
      } else {
        await context.passwords.set(account.sub, newPassword);
        await finish(hasProductAccount(account) ? { login: { accountId: account.sub, amr: ['pwd'] } } : unregisteredUser);
      }
    } else {
      return false;
    }
    return true;
  });
}

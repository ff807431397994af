/**
 * Login interaction of the sign-up/sign-in policy. Like the B2C policy: an account unknown to the
 * product ends the flow with AADB2C99002, "Forgot your password?" with AADB2C90118, and a wrong
 * password or a disabled account stays on the page with the reason.
 */
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Account, Directory } from '../directory/directory.js';
import { readForm, sendHtml } from '../http.js';
import { forgottenPassword, unregisteredUser } from '../policies/b2c-errors.js';
import { renderSignInPage } from '../views/sign-in-page.js';
import { interactionHandler, type InteractionContext, type InteractionRequest } from './interaction-handler.js';

type Outcome = { account: Account } | { unregistered: true } | { error: string; email: string };

export const ACCOUNT_LOCKED = 'Your account has been locked. Contact your support person to unlock it, then try again.';
export const NO_PASSWORD_YET = 'You have not chosen a password yet: use the link in your invitation e-mail, or "Forgot your password?".';

export function signInInteraction(context: InteractionContext & { directory: Directory }) {
  const { directory } = context;
  return interactionHandler(context, async ({ req, res, step, basePath, finish }: InteractionRequest) => {
    const render = (status: number, model: { email?: string; error?: string } = {}) =>
      sendHtml(
        res,
        status,
        renderSignInPage({
          loginAction: `${basePath}/login`,
          forgotPasswordHref: `${basePath}/forgot`,
          // demo accounts still in the directory and enabled (an admin may have removed one)
          accounts: DEMO_ACCOUNTS.filter((demo) => directory.active(demo.sub)),
          ...model,
        }),
      );

    if (req.method === 'GET' && step === '') {
      render(200);
    } else if (req.method === 'GET' && step === 'forgot') {
      await finish(forgottenPassword);
    } else if (req.method === 'POST' && step === 'login') {
      const outcome = await authenticate(await readForm(req), directory);
      if ('error' in outcome) render(400, outcome);
      else if ('unregistered' in outcome || !outcome.account.registered) await finish(unregisteredUser);
      else await finish({ login: { accountId: outcome.account.sub, amr: ['pwd'] } });
    } else {
      return false;
    }
    return true;
  });
}

async function authenticate(form: URLSearchParams, directory: Directory): Promise<Outcome> {
  // a demo-account button signs in without a password (dev convenience, demo accounts only)
  const demoSub = form.get('account');
  if (demoSub !== null) {
    const account = DEMO_ACCOUNTS.some((demo) => demo.sub === demoSub) ? directory.bySub(demoSub) : undefined;
    if (!account) return { unregistered: true };
    return account.enabled ? { account } : { error: ACCOUNT_LOCKED, email: account.email };
  }
  const email = form.get('email')?.trim() ?? '';
  const password = form.get('password') ?? '';
  if (!email) return { error: 'Please enter your e-mail address.', email };
  const account = directory.byEmail(email);
  if (!account) return { unregistered: true };
  if (!password) return { error: 'Please enter your password.', email };
  if (!account.passwordHash) return { error: NO_PASSWORD_YET, email };
  if (!(await directory.verifyPassword(account, password))) return { error: 'Your password is incorrect.', email };
  if (!account.enabled) return { error: ACCOUNT_LOCKED, email };
  return { account };
}

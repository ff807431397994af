/**
 * Login interaction of the sign-up/sign-in policy. Like the B2C policy: an account unknown to the
 * product ends the flow with AADB2C99002, "Forgot your password?" with AADB2C90118, and a wrong
 * password stays on the page.
 */
import { DEMO_ACCOUNTS, type DemoAccount } from '@ottilia/shared-contracts/demo-accounts';
import { accountByEmail, accountBySub, hasProductAccount } from '../directory/accounts.js';
import type { PasswordStore } from '../directory/password-store.js';
import { readForm, sendHtml } from '../http.js';
import { forgottenPassword, unregisteredUser } from '../policies/b2c-errors.js';
import { renderSignInPage } from '../views/sign-in-page.js';
import { interactionHandler, type InteractionContext, type InteractionRequest } from './interaction-handler.js';

type Outcome = { account: DemoAccount } | { unregistered: true } | { error: string; email: string };

export function signInInteraction(context: InteractionContext & { passwords: PasswordStore }) {
  return interactionHandler(context, async ({ req, res, step, basePath, finish }: InteractionRequest) => {
    const render = (status: number, model: { email?: string; error?: string } = {}) =>
      sendHtml(res, status, renderSignInPage({
        loginAction: `${basePath}/login`,
        forgotPasswordHref: `${basePath}/forgot`,
        accounts: DEMO_ACCOUNTS,
        ...model,
      }));

    if (req.method === 'GET' && step === '') {
      render(200);
    } else if (req.method === 'GET' && step === 'forgot') {
      await finish(forgottenPassword);
    } else if (req.method === 'POST' && step === 'login') {
      const outcome = await authenticate(await readForm(req), context.passwords);
      if ('error' in outcome) render(400, outcome);
      else if ('unregistered' in outcome || !hasProductAccount(outcome.account)) await finish(unregisteredUser);
      else await finish({ login: { accountId: outcome.account.sub, amr: ['pwd'] } });
    } else {
      return false;
    }
    return true;
  });
}

async function authenticate(form: URLSearchParams, passwords: PasswordStore): Promise<Outcome> {
  // a demo-account button signs in without a password (dev convenience)
  const demoSub = form.get('account');
  if (demoSub !== null) {
    const account = accountBySub(demoSub);
    return account ? { account } : { unregistered: true };
  }
  const email = form.get('email')?.trim() ?? '';
  const password = form.get('password') ?? '';
  if (!email) return { error: 'Please enter your e-mail address.', email };
  const account = accountByEmail(email);
  if (!account) return { unregistered: true };
  if (!password) return { error: 'Please enter your password.', email };
  if (!(await passwords.verify(account.sub, password))) return { error: 'Your password is incorrect.', email };
  return { account };
}

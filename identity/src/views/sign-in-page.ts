/** Sign-up/sign-in policy page: demo accounts as one-click buttons, plus e-mail and password. */
import type { DemoAccount } from '@ottilia/shared-contracts/demo-accounts';
import { ROLE_LABELS } from '@ottilia/shared-contracts/permissions';
import { escapeHtml, invalidAttributes, renderFormError, renderPage } from './page.js';

export interface SignInPageModel {
  loginAction: string;
  forgotPasswordHref: string;
  accounts: readonly DemoAccount[];
  email?: string;
  error?: string;
}

const ERROR_ID = 'sign-in-error';

export function renderSignInPage({ loginAction, forgotPasswordHref, accounts, email = '', error }: SignInPageModel): string {
  const accountButtons = accounts
    .map(
      (account) => `<li><button type="submit" class="account" name="account" value="${escapeHtml(account.sub)}">
<span class="name">${escapeHtml(account.displayName)}</span>
<span class="meta">${escapeHtml(account.role ? ROLE_LABELS[account.role] : 'No product account')}</span>
<span class="meta">${escapeHtml(account.email)}</span>
</button></li>`,
    )
    .join('\n');

  return renderPage({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
<p>Local identity service for development and tests.</p>
<section aria-labelledby="demo-accounts-heading">
<h2 id="demo-accounts-heading">Demo accounts</h2>
<form method="post" action="${escapeHtml(loginAction)}">
<ul class="accounts">
${accountButtons}
</ul>
</form>
</section>
<section aria-labelledby="password-sign-in-heading">
<h2 id="password-sign-in-heading">Sign in with your e-mail address</h2>
<form method="post" action="${escapeHtml(loginAction)}">
${renderFormError(ERROR_ID, error)}
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalidAttributes(ERROR_ID, Boolean(error))}>
<div class="actions"><button type="submit">Sign in</button></div>
</form>
<p><a href="${escapeHtml(forgotPasswordHref)}">Forgot your password?</a></p>
</section>`,
  });
}

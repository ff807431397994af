/** Password-reset policy pages: which account, then the new password. */
import { escapeHtml, invalidAttributes, renderFormError, renderPage } from './page.js';

const ERROR_ID = 'reset-error';

export function renderResetAccountPage({ action, email = '', error }: { action: string; email?: string; error?: string }): string {
  return renderPage({
    title: 'Reset your password',
    body: `<h1>Reset your password</h1>
<p>Enter the e-mail address of your account.</p>
<form method="post" action="${escapeHtml(action)}">
${renderFormError(ERROR_ID, error)}
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalidAttributes(ERROR_ID, Boolean(error))}>
<div class="actions"><button type="submit">Continue</button></div>
</form>`,
  });
}

export function renderNewPasswordPage({
  action,
  email,
  minLength,
  invited = false,
  error,
}: {
  action: string;
  email: string;
  minLength: number;
  /** Reached through an invitation link: the first password, not a new one. */
  invited?: boolean;
  error?: string;
}): string {
  const heading = invited ? 'Welcome to Ottilia: choose your password' : 'Choose a new password';
  return renderPage({
    title: heading,
    body: `<h1>${heading}</h1>
<p>Account: ${escapeHtml(email)}</p>
<form method="post" action="${escapeHtml(action)}">
${renderFormError(ERROR_ID, error)}
<input type="hidden" name="email" value="${escapeHtml(email)}">
<label for="new-password">New password</label>
<p id="new-password-hint" class="hint">At least ${minLength} characters.</p>
<input id="new-password" name="newPassword" type="password" autocomplete="new-password" required minlength="${minLength}" aria-describedby="new-password-hint${error ? ` ${ERROR_ID}` : ''}"${error ? ' aria-invalid="true"' : ''}>
<label for="confirm-password">Confirm new password</label>
<input id="confirm-password" name="confirmPassword" type="password" autocomplete="new-password" required minlength="${minLength}"${invalidAttributes(ERROR_ID, Boolean(error))}>
<div class="actions"><button type="submit">Change password</button></div>
</form>`,
  });
}

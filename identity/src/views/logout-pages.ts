/** RP-initiated logout pages (rendered through oidc-provider's logout hooks). */
import { renderPage } from './page.js';

/**
 * `form` is oidc-provider's logout form (id "op.logoutForm", with its xsrf field). With an
 * id_token_hint the request is known to come from the app, so it is submitted at once, as B2C
 * does; otherwise the user confirms.
 */
export function renderLogoutPage({ form, confirm }: { form: string; confirm: boolean }): string {
  if (confirm) {
    return renderPage({
      title: 'Sign out',
      body: `<h1>Sign out</h1>
<p>Do you want to sign out of the Ottilia portal?</p>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>
</div>`,
    });
  }
  const autoForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return renderPage({
    title: 'Signing out',
    head: `\n<script>document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });</script>`,
    body: `<h1>Signing out</h1>
${autoForm}
<noscript><button type="submit" form="op.logoutForm">Continue</button></noscript>`,
  });
}

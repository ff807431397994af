/**
 * The snippet a website embeds: the project's consent script from the stage's cookie-policy
 * service (spec section 3), with the page's market and age verification switch.
 */
export function consentSnippet(cookiePolicyUrl: string, projectId: string, market = 'dk'): string {
  const src = `${cookiePolicyUrl.replace(/\/+$/, '')}/${projectId}/consent.js`;
  return `<script src="${src}" data-market="${market}" data-age-verification="on" async></script>`;
}

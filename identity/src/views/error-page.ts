import { escapeHtml, renderPage } from './page.js';

export function renderErrorPage({ heading, message, backHref }: { heading: string; message: string; backHref?: string }): string {
  return renderPage({
    title: heading,
    body: `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>${backHref ? `\n<p><a href="${escapeHtml(backHref)}">Go back to the Ottilia portal</a></p>` : ''}`,
  });
}

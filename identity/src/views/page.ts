/** Shared page shell of the identity pages: no external assets, readable without CSS. */

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

const STYLE = `
:root{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;line-height:1.5;color:#1a1a1a;background:#f3f4f6}
body{margin:0}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.25)}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
p{margin:.5rem 0}
ul.accounts{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
button,input{font:inherit}
button{cursor:pointer;border:1px solid #1f4fa3;border-radius:4px;padding:.5rem .75rem;background:#1f4fa3;color:#fff}
button.secondary{background:#fff;color:#1f4fa3}
button.account{width:100%;text-align:left;background:#fff;color:#1a1a1a;border-color:#6b6b6b}
button.account:hover{background:#eef2fb}
.account span{display:block}
.account .meta{color:#4a4a4a;font-size:.875rem}
label{display:block;margin-top:.75rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;margin-top:.25rem;padding:.5rem;border:1px solid #6b6b6b;border-radius:4px}
input[aria-invalid=true]{border-color:#b00020}
.hint{color:#4a4a4a;font-size:.875rem}
.error{color:#b00020;font-weight:600}
.actions{margin-top:1rem;display:flex;gap:.5rem;flex-wrap:wrap}
a{color:#1f4fa3}
:focus-visible{outline:3px solid #c77700;outline-offset:2px}
`;

export function renderPage({ title, body, head = '' }: { title: string; body: string; head?: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Ottilia local identity</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** Error paragraph announced to screen readers, referenced by the fields it is about. */
export function renderFormError(id: string, message: string | undefined): string {
  return message ? `<p id="${id}" class="error" role="alert">${escapeHtml(message)}</p>` : '';
}

/** aria attributes linking an invalid field to its error paragraph. */
export function invalidAttributes(errorId: string, invalid: boolean): string {
  return invalid ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
}

/**
 * The mails' wording lives in files beside this module (templates/<name>.txt and .html, copied
 * into dist by the build). A .txt starts with a `Subject:` line and a blank line. Placeholders:
 * `{{name}}` inserts a value (HTML-escaped in .html), `{{#name}}…{{/name}}` keeps its content only
 * when the value is non-empty. A placeholder without a value is an error, not an empty string.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MAIL_TEMPLATES = ['invitation', 'agency-approved', 'agency-rejected'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];
export type TemplateValues = Record<string, string | null>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const folder = fileURLToPath(new URL('./templates/', import.meta.url));
const files = new Map<string, string>();
const read = (file: string) => {
  let content = files.get(file);
  if (content === undefined) {
    content = readFileSync(`${folder}${file}`, 'utf8');
    files.set(file, content);
  }
  return content;
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

function fill(template: string, values: TemplateValues, escape: (value: string) => string, file: string) {
  const valueOf = (name: string) => {
    if (!(name in values)) throw new Error(`mail template ${file} uses {{${name}}}, which has no value`);
    return values[name] ?? '';
  };
  return template
    .replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (_all, name: string, content: string) => (valueOf(name) ? content : ''))
    .replace(/\{\{(\w+)\}\}/g, (_all, name: string) => escape(valueOf(name)));
}

export function renderMail(template: MailTemplate, values: TemplateValues): RenderedMail {
  const file = `${template}.txt`;
  // split before filling, so no value can move the end of the header
  const header = /^Subject: (.*)\r?\n\r?\n/.exec(read(file));
  if (!header) throw new Error(`mail template ${file} must start with a Subject: line and a blank line`);
  const plain = (part: string) => fill(part, values, (v) => v, file);
  return {
    // a value never breaks the subject into another header
    subject: plain(header[1]!)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    text: `${plain(read(file).slice(header[0].length)).trim()}\n`,
    html: fill(read(`${template}.html`), values, escapeHtml, `${template}.html`),
  };
}

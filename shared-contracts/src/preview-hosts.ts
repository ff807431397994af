/**
 * Preview hosts (spec section 4): a stage's template whose host holds `{id}`, e.g.
 * `https://pr-{id}.preview.localhost:1847`. The template is the only way from an id to an origin:
 * a token goes only to `previewOrigin(template, id)`, never to an address from the URL, and the
 * API allows exactly what `previewOriginPattern(template)` matches.
 */

/** A preview id is a pull-request number: digits, no leading zero, at most 9 of them. */
export const PREVIEW_ID_PATTERN = /^[1-9][0-9]{0,8}$/;

const ID_PLACEHOLDER = '{id}';

export function isPreviewId(value: unknown): value is string {
  return typeof value === 'string' && PREVIEW_ID_PATTERN.test(value);
}

/**
 * Checks a template: an https (or http on a loopback name) origin without path, query or
 * credentials, with `{id}` exactly once, inside the host's first label. Throws otherwise, so a
 * mistyped deployment setting fails loudly instead of matching more origins than meant.
 */
export function checkPreviewHostTemplate(template: string): string {
  const parts = template.split(ID_PLACEHOLDER);
  if (parts.length !== 2) throw new Error(`preview host template must contain ${ID_PLACEHOLDER} once: ${template}`);
  const sample = new URL(parts.join('1'));
  const loopback = sample.hostname === 'localhost' || sample.hostname.endsWith('.localhost');
  const firstLabel = sample.hostname.split('.')[0] ?? '';
  if (
    !(sample.protocol === 'https:' || (sample.protocol === 'http:' && loopback)) ||
    sample.origin !== template.replace(ID_PLACEHOLDER, '1') ||
    !/^[a-z0-9-]+:\/\/[a-z0-9-]*\{id\}[a-z0-9-]*\./i.test(template) ||
    sample.hostname.split('.').length < 3 ||
    !firstLabel
  ) {
    throw new Error(`preview host template must be an origin with ${ID_PLACEHOLDER} in its first host label: ${template}`);
  }
  return template;
}

/** The origin of preview `id`, or null when the id is not a preview id. */
export function previewOrigin(template: string, id: string): string | null {
  if (!isPreviewId(id)) return null;
  return checkPreviewHostTemplate(template).replace(ID_PLACEHOLDER, id);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Every preview origin of the template, anchored (for CORS allow-lists). */
export function previewOriginPattern(template: string): RegExp {
  const [before = '', after = ''] = checkPreviewHostTemplate(template).split(ID_PLACEHOLDER);
  return new RegExp(`^${escapeRegExp(before)}(${PREVIEW_ID_PATTERN.source.slice(1, -1)})${escapeRegExp(after)}$`);
}

/** The preview id of an origin (`location.origin`), or null when it is not one of the template's previews. */
export function previewIdOf(origin: string, template: string): string | null {
  const match = previewOriginPattern(template).exec(origin.toLowerCase());
  return match?.[1] ?? null;
}

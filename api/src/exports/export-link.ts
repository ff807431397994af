/**
 * Signed download links of file exports (docs/adr/0080-exports-to-disk.md). The browser
 * downloads the file itself by navigating to the link, so the link cannot carry the bearer token:
 * it carries a grant instead, `base64url(JSON).base64url(HMAC-SHA256)` under the API's export
 * key, naming the user, the collection (its path's parameters filled in), the format, the list's
 * $filter/$orderBy and an expiry a minute away. Nothing is stored: any API instance sharing the
 * key checks a link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Problem } from '../http/problem.js';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportGrant {
  /** The user's eid: the download runs with that user's current role and visibility. */
  sub: string;
  /** The collection as its path is filled, e.g. 'brands' or 'projects/{uuid}/consent-records'. */
  res: string;
  fmt: ExportFormat;
  filter?: string;
  orderBy?: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

/** How long a link may be started after it was made: the UI asks for it when the user presses Download. */
export const EXPORT_LINK_SECONDS = 60;

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signGrant(key: string, grant: ExportGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

const invalid = () => new Problem(403, 'export-link-invalid', 'Forbidden', 'This download link is not valid. Export again from the list.');

/**
 * The grant of `token` for collection `res`: 403 export-link-invalid for a link not signed with
 * `key` or made for another collection, 410 export-link-expired once `exp` has passed.
 */
export function readGrant(key: string, token: string, res: string, now = Date.now()): ExportGrant {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid();
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ExportGrant;
  if (grant.res !== res) throw invalid();
  if (grant.exp * 1000 <= now) {
    throw new Problem(410, 'export-link-expired', 'Gone', 'This download link has expired. Export again from the list.');
  }
  return grant;
}

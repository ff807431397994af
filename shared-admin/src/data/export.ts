/**
 * Exports of what a list's filters select, to disk through the browser's own download: the API
 * counts the rows and answers a short-lived signed link (POST {collection}/exports), the browser
 * downloads the file from it while it is written, never holding it in memory
 * (docs/adr/0080-exports-to-disk.md).
 */
import type { ActionKey, ApiClient, Query } from '@ottilia/shared-auth';
import { collectionCalls, type ExportLink } from '@ottilia/shared-auth/typed-collection';
import type { DataResource } from './types';

/** The API's answer: where to download, how many rows, until when the link may be started. */
export type { ExportLink };

export type ExportFormat = 'csv' | 'xlsx';

/** A fresh link to the file of what `query` ($filter, $orderBy) selects; rejects with the API's refusal (e.g. 422 export-too-large). */
export const exportLink = (
  client: ApiClient,
  resource: DataResource,
  format: ExportFormat,
  query: Query,
  idempotencyKey: ActionKey,
  signal?: AbortSignal,
) => collectionCalls(client, resource.apiPath).exportLink({ format, ...query }, idempotencyKey, signal);

/**
 * Starts the browser's download of `link`: a link click, so the browser's download bar shows
 * progress and cancels. The file is an attachment, so the page stays where it is.
 */
export function startDownload(link: ExportLink): void {
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = link.fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * What every file export shares: a row cap (an export larger than it is refused, never cut
 * short, so a file is always complete) and the attachment name `{name}-yyyy-MM-dd.{extension}`.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { unprocessable } from './problem.js';

/** An export larger than this is refused: narrow the filter instead. */
export const EXPORT_MAX_ROWS = 50_000;

/** 422 export-too-large when `rows` (a count, or rows fetched with a limit of max + 1) is over the cap. */
export function refuseTooLargeExport(rows: number, plural: string) {
  if (rows > EXPORT_MAX_ROWS) {
    throw unprocessable('export-too-large', `More than ${EXPORT_MAX_ROWS} ${plural} match; narrow the filter and export again.`);
  }
}

/** The day of the export (UTC), as the file name shows it. */
const today = () => new Date().toISOString().slice(0, 10);

/** `brands-2026-05-04.csv`. */
export const attachmentName = (name: string, extension: string) => `${name}-${today()}.${extension}`;

/** `body` may be a stream: the file is then sent while it is written. */
export function sendAsAttachment(
  reply: FastifyReply,
  { name, extension, type, body }: { name: string; extension: string; type: string; body: string | Buffer | Readable },
) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${attachmentName(name, extension)}"`)
    .send(body);
}

/**
 * The rows of `read` (a page of the list's query at `limit` and `offset`), `batchSize` at a
 * time: an export holds one batch, never the whole file. The order ends in the list's unique
 * tie-breaker, so batches neither repeat nor skip rows unless rows are written meanwhile. More
 * than the cap (rows added since the count) breaks the file rather than cutting it short.
 */
export async function* rowsInBatches<Row>(
  read: (limit: number, offset: number) => Promise<readonly Row[]>,
  batchSize = 1_000,
): AsyncGenerator<readonly Row[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await read(batchSize, offset);
    if (offset + rows.length > EXPORT_MAX_ROWS) throw new Error(`more than ${EXPORT_MAX_ROWS} rows while exporting`);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}

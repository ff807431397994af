/**
 * Optimistic concurrency over the rows' `version` (docs/conventions.md section 5): GET answers
 * `ETag: "<version>"`; a PUT that updates must send `If-Match` with it (428 without, 412 when
 * someone else saved first); a PUT meant to create may send `If-None-Match: *` (412 when the
 * resource already exists). A DELETE may send If-Match, and is refused on a stale one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, Problem } from './problem.js';

export const etagOf = (version: number) => `"${version}"`;

export function replyWithVersion(reply: FastifyReply, version: number) {
  return reply.header('etag', etagOf(version));
}

/**
 * A record as a read or a write answers it: with its ETag, and with 201 (and its address, where
 * it has one of its own) when the write created it.
 */
export function answerRecord<R extends { version: number }>(reply: FastifyReply, record: R, outcome?: string, location?: string): R {
  replyWithVersion(reply, record.version);
  if (outcome === 'created') {
    reply.status(201);
    if (location) reply.header('location', location);
  }
  return record;
}

export interface Preconditions {
  /** Versions listed in If-Match, '*' for any, null when the header is absent. */
  ifMatch: number[] | '*' | null;
  /** `If-None-Match: *`: only create. */
  createOnly: boolean;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function readPreconditions(request: FastifyRequest): Preconditions {
  const ifMatch = header(request, 'if-match')?.trim();
  const ifNoneMatch = header(request, 'if-none-match')?.trim();
  if (ifNoneMatch !== undefined && ifNoneMatch !== '*') {
    throw badRequest('invalid-precondition', 'If-None-Match on a write accepts only "*" (create only).');
  }
  return { ifMatch: ifMatch === undefined ? null : parseIfMatch(ifMatch), createOnly: ifNoneMatch === '*' };
}

function parseIfMatch(value: string): number[] | '*' {
  if (value === '*') return '*';
  return value.split(',').map((tag) => {
    const match = /^(?:W\/)?"(\d{1,9})"$/.exec(tag.trim());
    if (!match)
      throw badRequest('invalid-precondition', `If-Match must carry the ETag from a GET, such as "3"; got ${JSON.stringify(tag.trim())}.`);
    return Number(match[1]);
  });
}

const matches = (ifMatch: number[] | '*', version: number) => ifMatch === '*' || ifMatch.includes(version);

/**
 * Checks a PUT against the current row (null when it does not exist yet).
 * `what` names the resource in messages, e.g. 'project'.
 */
export function checkPut(pre: Preconditions, current: { version: number } | null, what: string): 'create' | 'update' {
  if (!current) {
    if (pre.ifMatch !== null) {
      throw new Problem(412, 'version-mismatch', 'Precondition failed', `The ${what} no longer exists; someone may have deleted it.`);
    }
    return 'create';
  }
  if (pre.createOnly) {
    throw new Problem(412, 'already-exists', 'Precondition failed', `The ${what} already exists.`, { currentVersion: current.version });
  }
  if (pre.ifMatch === null) {
    throw new Problem(
      428,
      'precondition-required',
      'Precondition required',
      `Updating ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what} needs an If-Match header with the ETag from your last read, so no one else's changes are overwritten.`,
    );
  }
  assertVersion(pre.ifMatch, current.version, what);
  return 'update';
}

/** DELETE: If-Match is optional, but a stale one refuses the delete. */
export function checkDelete(pre: Preconditions, current: { version: number }, what: string) {
  if (pre.ifMatch !== null) assertVersion(pre.ifMatch, current.version, what);
}

function assertVersion(ifMatch: number[] | '*', version: number, what: string) {
  if (!matches(ifMatch, version)) {
    throw new Problem(
      412,
      'version-mismatch',
      'Precondition failed',
      `The ${what} was changed by someone else since you loaded it. Reload it to see the latest version, then apply your changes again.`,
      { currentVersion: version },
    );
  }
}

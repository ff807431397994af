/**
 * Turns every failure into application/problem+json. Bad input (validation, malformed JSON,
 * constraint violations that slipped past a route's own checks) is a 4xx with a stable code;
 * only a genuine bug is a 500, logged, with a generic body.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { trackRouteMethods } from './framework-errors.js';
import { PATTERN_HINTS } from './formats.js';
import { Problem } from './problem.js';

export function sendProblem(reply: FastifyReply, problem: Problem) {
  return reply.status(problem.status).type('application/problem+json').send(problem.toBody());
}

interface FieldError {
  field: string;
  message: string;
}

const FORMAT_HINTS: Record<string, string> = {
  date: 'must be a date written YYYY-MM-DD, such as 2026-09-15',
  'date-time': 'must be a date and time in ISO 8601, such as 2026-09-15T09:30:00Z',
  uuid: 'must be a UUID',
  email: 'must be an e-mail address',
  uri: 'must be an absolute URL',
};

/** Ajv errors as `{ field, message }`, the field being a dotted path such as `body.markets.2`. */
function fieldErrors(error: FastifyError): FieldError[] {
  const where = error.validationContext ?? 'body';
  return (error.validation ?? []).map((v) => {
    const path = v.instancePath.split('/').filter(Boolean);
    const params = v.params as Record<string, unknown>;
    if (typeof params.missingProperty === 'string') path.push(params.missingProperty);
    if (typeof params.additionalProperty === 'string') path.push(params.additionalProperty);
    const field = [where, ...path].join('.');
    const extra = Array.isArray(params.allowedValues) ? `: ${params.allowedValues.join(', ')}` : '';
    const message =
      typeof params.additionalProperty === 'string'
        ? 'is not a known property'
        : typeof params.missingProperty === 'string'
          ? 'is required'
          : v.keyword === 'format' && FORMAT_HINTS[String(params.format)]
            ? FORMAT_HINTS[String(params.format)]!
            : v.keyword === 'pattern' && PATTERN_HINTS[String(params.pattern)]
              ? PATTERN_HINTS[String(params.pattern)]!
              : `${v.message ?? 'is invalid'}${extra}`;
    return { field, message };
  });
}

/** PostgreSQL error codes that mean "bad input", found on the error or its cause chain. */
const PG_INPUT_ERRORS: Record<string, () => Problem> = {
  '23505': () => new Problem(409, 'conflict', 'Conflict', 'A record with the same unique value already exists.'),
  '23503': () =>
    new Problem(409, 'conflict', 'Conflict', 'The change refers to a record that does not exist, or is still referenced by other records.'),
  '23514': () => new Problem(422, 'invalid-value', 'Unprocessable content', 'A value is outside the allowed range.'),
  '22P02': () => new Problem(400, 'invalid-value', 'Bad request', 'A value has the wrong format.'),
  '22007': () => new Problem(400, 'invalid-value', 'Bad request', 'A date has the wrong format.'),
  '22008': () => new Problem(400, 'invalid-value', 'Bad request', 'A date is out of range.'),
  '22001': () => new Problem(400, 'invalid-value', 'Bad request', 'A value is too long.'),
  '22021': () => new Problem(400, 'invalid-character', 'Bad request', 'A value contains a character that cannot be stored.'),
  '22P05': () => new Problem(400, 'invalid-character', 'Bad request', 'A value contains a character that cannot be stored.'),
};

function pgProblem(error: unknown): Problem | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && PG_INPUT_ERRORS[e.code]) return PG_INPUT_ERRORS[e.code]!();
  }
  return null;
}

/**
 * The database cannot be reached: PostgreSQL's connection exceptions (class 08), too many
 * connections (53300), an administrator or crash shutdown (57P01..57P03), the network refusing,
 * the pool or the embedded database closed. The request may succeed later: 503, not 500.
 */
const UNAVAILABLE_CODES = /^(08...|53300|57P0[1-3]|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE)$/;
const UNAVAILABLE_MESSAGES =
  /^(PGlite is closed|Cannot use a pool after calling end on the pool|Connection terminated|timeout exceeded when trying to connect)/;

function databaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.test(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Stable codes for the request-body refusals of Fastify's content-type parsing. */
const FRAMEWORK_CODES: Record<string, [code: string, detail: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['malformed-json', 'The body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['malformed-json', 'The body is empty although its Content-Type is application/json.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported-media-type', 'Send the body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad-request', 'The Content-Length does not match the body.'],
};

const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'bad-request',
  404: 'not-found',
  405: 'method-not-allowed',
  406: 'not-acceptable',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
};

/** 'Payload Too Large' -> 'Payload too large', as the other titles are written. */
const titleOf = (status: number) => (STATUS_CODES[status] ?? 'Bad request').replace(/ (\w)/g, (_m, c: string) => ` ${c.toLowerCase()}`);

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Problem) return sendProblem(reply, error);
    if (error.validation) {
      const errors = fieldErrors(error);
      const detail = errors.map((e) => `${e.field} ${e.message}`).join('; ');
      return sendProblem(reply, new Problem(400, 'invalid-request', 'Bad request', detail, { errors }));
    }
    const fromDb = pgProblem(error);
    if (fromDb) {
      request.log.warn({ err: error }, 'database refused input');
      return sendProblem(reply, fromDb);
    }
    if (databaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendProblem(
        reply,
        new Problem(
          503,
          'service-unavailable',
          'Service unavailable',
          'The service cannot reach its database right now; try again in a few seconds.',
        ),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const [code, detail] = FRAMEWORK_CODES[error.code] ?? [CLIENT_ERROR_CODES[status] ?? 'bad-request', error.message];
      return sendProblem(reply, new Problem(status, code, titleOf(status), detail));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      new Problem(500, 'internal-error', 'Internal server error', 'Something went wrong on our side; please try again later.'),
    );
  });

  const methodsOf = trackRouteMethods(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = methodsOf(path);
    if (allowed.length === 0)
      return sendProblem(reply, new Problem(404, 'not-found', 'Not found', `There is no ${request.method} ${path}.`));
    reply.header('allow', allowed.join(', '));
    return sendProblem(
      reply,
      new Problem(
        405,
        'method-not-allowed',
        'Method not allowed',
        `${path} does not answer ${request.method}; it answers ${allowed.join(', ')}.`,
        { allow: allowed },
      ),
    );
  });
}

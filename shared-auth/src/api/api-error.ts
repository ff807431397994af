/** The one error type API calls reject with; it carries the API's problem+json body. */
import type { WireProblem } from '@ottilia/shared-contracts/wire';

/**
 * RFC 9457 problem details as the API sends them (api/src/http/problem.ts): the document's
 * `Problem`, its `type` optional since a body the client reads as a problem needs only a `code`.
 */
export type ProblemDetails = Pick<WireProblem, 'title' | 'status' | 'code' | 'detail'> &
  Partial<Pick<WireProblem, 'type'>> &
  Record<string, unknown>;

/** Codes the client itself produces (no answer, or the session ended). */
export const CLIENT_ERROR_CODES = {
  network: 'network-error',
  sessionExpired: 'session-expired',
  invalidResponse: 'invalid-response',
} as const;

/** Spec section 8's generic error; its text is what a failure says when the server gave no detail. */
export const GENERIC_ERROR = {
  headline: 'Oops! Something went wrong...',
  text: "We can't satisfy your request right now. Please try again later.",
} as const;

/** Spec section 8: what an expired session says to the user. */
export const SESSION_EXPIRED_MESSAGE = 'user session expired';

/**
 * `message` is what a user may read: the server's problem detail when it sent one, otherwise the
 * generic text; never a status line or a browser's "Failed to fetch" (those stay in title/cause).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly problem: ProblemDetails | undefined;
  /** The call's trace reference (8 hex digits) the error dialogs show; none where no call was made. */
  readonly reference: string | undefined;

  constructor(
    fields: { status: number; code: string; title: string; detail?: string; problem?: ProblemDetails; reference?: string },
    options?: { cause?: unknown },
  ) {
    super(fields.detail ?? GENERIC_ERROR.text, options);
    this.name = 'ApiError';
    this.status = fields.status;
    this.code = fields.code;
    this.title = fields.title;
    this.detail = fields.detail;
    this.problem = fields.problem;
    this.reference = fields.reference;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 4xx: retrying the same request gives the same answer. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * RFC 9457 problem details. Every refusal of the API is one of these, with a stable `code`
 * a client can branch on; bad input is 400/404/409/412/422/428, never 500.
 */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  [extra: string]: unknown;
}

export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly detail?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail ?? title);
    this.name = 'Problem';
  }

  toBody(): ProblemBody {
    // extras first: a member named like a standard one (e.g. a project's `status`) cannot
    // replace the HTTP status the serialiser and clients rely on
    return {
      ...this.extra,
      type: `https://ottilia.example/problems/${this.code}`,
      title: this.title,
      status: this.status,
      code: this.code,
      ...(this.detail ? { detail: this.detail } : {}),
    };
  }
}

export const badRequest = (code: string, detail: string, extra?: Record<string, unknown>) =>
  new Problem(400, code, 'Bad request', detail, extra);
export const notFound = (code: string, detail: string) => new Problem(404, code, 'Not found', detail);
export const conflict = (code: string, detail: string, extra?: Record<string, unknown>) =>
  new Problem(409, code, 'Conflict', detail, extra);
export const unprocessable = (code: string, detail: string, extra?: Record<string, unknown>) =>
  new Problem(422, code, 'Unprocessable content', detail, extra);

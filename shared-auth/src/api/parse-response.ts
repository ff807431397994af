/** Reads an API answer: JSON (and problem+json) bodies, empty bodies, errors as ApiError. */
import { ApiError, CLIENT_ERROR_CODES, type ProblemDetails } from './api-error.js';
import type { ResponseLike } from './http-types.js';

export async function readBody(response: ResponseLike): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError(
      {
        status: response.status,
        code: CLIENT_ERROR_CODES.invalidResponse,
        title: 'Invalid response',
        detail: 'The answer is not valid JSON.',
      },
      { cause },
    );
  }
}

function isProblem(body: unknown): body is ProblemDetails {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string';
}

/**
 * A refusal as ApiError; bodies that are not problem details get a code from the status. The
 * reference is the API's (its problem's `reference`), else the one of the trace the call started.
 */
export function toApiError(status: number, body: unknown, reference?: string): ApiError {
  if (isProblem(body)) {
    return new ApiError({
      status,
      code: body.code,
      title: typeof body.title === 'string' ? body.title : `HTTP ${status}`,
      ...(typeof body.detail === 'string' ? { detail: body.detail } : {}),
      problem: body,
      reference: typeof body.reference === 'string' ? body.reference : reference,
    });
  }
  // an error body that is no problem document may still say what went wrong
  const said =
    typeof body === 'object' && body !== null
      ? ((body as { detail?: unknown }).detail ?? (body as { message?: unknown }).message)
      : undefined;
  return new ApiError({
    status,
    code: `http-${status}`,
    title: `HTTP ${status}`,
    ...(typeof said === 'string' && said ? { detail: said } : {}),
    reference,
  });
}

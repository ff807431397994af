import { CLIENT_ERROR_CODES, GENERIC_ERROR, isApiError } from './api-error.js';

/**
 * What a failed request says to the user: the API's problem detail, else spec section 8's
 * generic text (also for anything that is no API answer, whose message is technical).
 */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR.text;
}

/**
 * A refusal's or failure's words as a field or an alert shows them: followed by the reference the
 * user can quote ("Reference: 4bf92f35"; dialogs show it on a line of their own), when there is one.
 */
export function withReference(message: string, error: unknown): string {
  return isApiError(error) && error.reference ? `${message} Reference: ${error.reference}` : message;
}

/** The reference a failed request's alert shows (shared-ui Alert's `reference`): the API's, or the one made for a call without an answer. */
export function errorReference(error: unknown): string | undefined {
  return isApiError(error) ? error.reference : undefined;
}

/**
 * A failure with nothing better to say than spec section 8's generic error: no answer (network,
 * an unreadable response), the API's unexpected 500, no detail from the server, or no API call at all.
 */
export function isUnexpectedFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const noAnswer = error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.invalidResponse;
  return noAnswer || error.status === 500 || error.detail === undefined;
}

/**
 * What an error dialog shows for a failed request (shell.confirm('errorWithMessage', …)): the
 * server's message, or for an unexpected failure the generic error dialog ('Oops! Something went
 * wrong...'), and the reference the user can quote to support when the API was reached.
 */
export function errorDialog(error: unknown): { message?: string; reference?: string; unexpected?: boolean } {
  const reference = errorReference(error);
  return { ...(isUnexpectedFailure(error) ? { unexpected: true } : { message: errorMessage(error) }), ...(reference ? { reference } : {}) };
}

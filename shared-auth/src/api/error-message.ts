import { GENERIC_ERROR, isApiError } from './api-error.js';

/**
 * What a failed request says to the user: the API's problem detail, else spec section 8's
 * generic text (also for anything that is no API answer, whose message is technical).
 */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR.text;
}

/**
 * What an error dialog shows for a failed request (shell.confirm('errorWithMessage', …)): the
 * message, and the reference the user can quote to support when the API was reached.
 */
export function errorDialog(error: unknown): { message: string; reference?: string } {
  const reference = isApiError(error) ? error.reference : undefined;
  return { message: errorMessage(error), ...(reference ? { reference } : {}) };
}

import { GENERIC_ERROR, isApiError } from './api-error.js';

/**
 * What a failed request says to the user: the API's problem detail, else spec section 8's
 * generic text (also for anything that is no API answer, whose message is technical).
 */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR.text;
}

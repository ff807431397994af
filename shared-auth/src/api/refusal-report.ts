import { isApiError } from './api-error.js';
import { reportError } from '../msal/monitoring.js';

/** The refusals a form shows by their field: a conflict (409) or a value the API would not take (422). */
const FIELD_REFUSALS = new Set([409, 422]);

/**
 * Reports a refusal a form shows by its field to monitoring, at low severity (ADR 0260), under the
 * API's reference: the reference the field shows then finds a report too, like every other error
 * on screen. Only the status and problem code go out (no detail, body or what the user typed);
 * the stack is where the form turned the answer into its message.
 */
export function reportFieldRefusal(error: unknown): void {
  if (!isApiError(error) || !error.reference || !FIELD_REFUSALS.has(error.status)) return;
  const refusal = new Error(`${error.status} ${error.code}`);
  refusal.name = 'FieldRefusal';
  reportError(refusal, 'refusal', { reference: error.reference });
}

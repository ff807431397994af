/** How sign-in errors are told apart. MSAL v5: branch on `errorCode`, not on the message. */
import { AuthError, InteractionRequiredAuthErrorCodes } from '@azure/msal-browser';

const INTERACTION_REQUIRED_CODES: ReadonlySet<string> = new Set(Object.values(InteractionRequiredAuthErrorCodes));

/** The silent attempt failed only because the user has to sign in interactively. */
export function isInteractionRequired(error: unknown): boolean {
  return error instanceof AuthError && INTERACTION_REQUIRED_CODES.has(error.errorCode);
}

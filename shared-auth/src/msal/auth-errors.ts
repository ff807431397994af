/** How sign-in errors are told apart. MSAL v5: branch on `errorCode`, not on the message. */
import { AuthError, InteractionRequiredAuthErrorCodes } from '@azure/msal-browser';
import { localOidc } from '../local-env.js';

/** B2C codes the spec reacts to; the local provider reproduces them (local-env.ts). */
export const FORGOT_PASSWORD_CODE = localOidc.forgotPasswordCode;
export const UNREGISTERED_USER_CODE = localOidc.unregisteredUserCode;

const INTERACTION_REQUIRED_CODES: ReadonlySet<string> = new Set(Object.values(InteractionRequiredAuthErrorCodes));

/** The silent attempt failed only because the user has to sign in interactively. */
export function isInteractionRequired(error: unknown): boolean {
  return error instanceof AuthError && INTERACTION_REQUIRED_CODES.has(error.errorCode);
}

/**
 * B2C reports its own codes (e.g. AADB2C90118) inside the error description under a generic
 * OAuth `errorCode` (access_denied), so for these the description is the only place to look.
 * An AuthError's message is `${errorCode}: ${errorMessage}`, so it holds the description.
 */
export function hasB2cCode(error: unknown, code: string): boolean {
  return error instanceof Error && error.message.includes(code);
}

/** The B2C answers the spec reacts to, told apart without MSAL's code (the gate needs them before it loads). */
import { localOidc } from '../local-env.js';

/** B2C codes the spec reacts to; the local provider reproduces them (local-env.ts). */
export const FORGOT_PASSWORD_CODE = localOidc.forgotPasswordCode;
export const UNREGISTERED_USER_CODE = localOidc.unregisteredUserCode;

/**
 * B2C reports its own codes (e.g. AADB2C90118) inside the error description under a generic
 * OAuth `errorCode` (access_denied), so for these the description is the only place to look.
 * An AuthError's message is `${errorCode}: ${errorMessage}`, so it holds the description.
 */
export function hasB2cCode(error: unknown, code: string): boolean {
  return error instanceof Error && error.message.includes(code);
}

/**
 * MSAL's code is a chunk of its own (msal-runtime.ts), the largest part of the first load. A tab
 * that holds a fresh API token (held-session.ts) shows the app without it; MSAL loads only at the
 * first need (a 401, the token near its end, sign-out), runs the start-up sign-in
 * (sign-in-flow.ts) and from then on answers as it always did. Any other tab (a redirect answer
 * in the address, a new tab's silent sign-in) starts it at once, before the app shows.
 */
import type { AccountInfo } from '@azure/msal-browser';
import type { StageConfig } from '../stage/stage-config.js';
import type { AuthStatus } from './auth-status.js';
import { FORGOT_PASSWORD_CODE, hasB2cCode } from './b2c-codes.js';
import { freshUntil } from './held-session.js';
import type { MsalClient } from './msal-client.js';

export type MsalRuntime = typeof import('./msal-runtime.js');

export interface SignedInMsal {
  client: MsalClient;
  runtime: MsalRuntime;
  account: AccountInfo;
}

export interface MsalTakeover {
  /** The start-up sign-in has an account: MSAL now answers every token request. */
  readonly signedIn: boolean;
  /**
   * Starts MSAL if it is not on its way yet. Resolves once signed in; never while the page
   * leaves to sign in (or for the password reset); rejects with a final sign-in error.
   */
  start(): Promise<SignedInMsal>;
}

export interface MsalTakeoverOptions {
  /** A given client (tests); by default the stage's PublicClientApplication, built once loaded. */
  instance?: MsalClient;
  config: StageConfig;
  onStatus(status: AuthStatus): void;
  /** Told once, when MSAL starts (whoever asked for it), with the start-up sign-in under way. */
  onStart?(running: Promise<SignedInMsal>): void;
}

const leaving = () => new Promise<never>(() => {});

export function createMsalTakeover({ instance, config, onStatus, onStart }: MsalTakeoverOptions): MsalTakeover {
  let running: Promise<SignedInMsal> | null = null;
  let signedIn = false;
  async function run(): Promise<SignedInMsal> {
    const runtime = await import('./msal-runtime.js');
    const client = instance ?? runtime.createMsalInstance(config);
    try {
      const account = await runtime.signIn(client, config, onStatus);
      if (!account) return leaving();
      signedIn = true;
      return { client, runtime, account };
    } catch (error) {
      // spec section 8: the forgotten-password code goes straight to the reset flow
      if (!hasB2cCode(error, FORGOT_PASSWORD_CODE)) throw error;
      await runtime.redirectToPasswordReset(client, config, onStatus);
      return leaving();
    }
  }
  return {
    get signedIn() {
      return signedIn;
    },
    start() {
      if (running) return running;
      running = run();
      onStart?.(running);
      return running;
    },
  };
}

/**
 * Starts MSAL when the held token stops being fresh (TOKEN_END_MARGIN_MS before its end), so a
 * tab left open renews before its next call instead of during it; returns the cancel. A token
 * that is not fresh starts it at once.
 */
export function startAtTokenEnd(token: string, start: () => void): () => void {
  const wait = Math.max(0, freshUntil(token) - Date.now());
  // setTimeout's longest delay is 2^31-1 ms (~24.8 days): a longer token would fire at once
  const timer = setTimeout(start, Math.min(wait, MAX_TIMER_MS));
  return () => clearTimeout(timer);
}

const MAX_TIMER_MS = 2 ** 31 - 1;

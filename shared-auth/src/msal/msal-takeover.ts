/**
 * MSAL's code is a chunk of its own (msal-runtime.ts), the largest part of the first load. A tab
 * that holds a fresh API token (held-session.ts) shows the app without it; MSAL loads right after,
 * on idle time or at the first need (a 401, a token near its end, sign-out), runs the start-up
 * sign-in (sign-in-flow.ts) and from then on answers as it always did. Any other tab starts it
 * at once, before the app shows.
 */
import type { AccountInfo } from '@azure/msal-browser';
import type { StageConfig } from '../stage/stage-config.js';
import type { AuthStatus } from './auth-status.js';
import { FORGOT_PASSWORD_CODE, hasB2cCode } from './b2c-codes.js';
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
}

const leaving = () => new Promise<never>(() => {});

export function createMsalTakeover({ instance, config, onStatus }: MsalTakeoverOptions): MsalTakeover {
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
    start: () => (running ??= run()),
  };
}

/**
 * How long after the app first shows MSAL waits when nothing needs it: the first screen's
 * answers and chunks go first, MSAL's code after them.
 */
export const TAKEOVER_DELAY_MS = 1000;

/** Starts MSAL at the first idle time after TAKEOVER_DELAY_MS; returns the cancel. */
export function startWhenIdle(start: () => void): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback !== 'function') return start();
    // the timeout bounds the wait on a page that never idles
    const handle = window.requestIdleCallback(start, { timeout: TAKEOVER_DELAY_MS });
    cancelIdle = () => window.cancelIdleCallback(handle);
  }, TAKEOVER_DELAY_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

/** Spec section 9: chunk load time-out (the same value as output.chunkLoadTimeout). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * How long the first render waits for the first screen's page code and data (bootstrap.tsx):
 * on a quiet machine both are in within 50-100 ms of the bootstrap; a slow remote or API shows
 * the shell and its loading indicator after this.
 */
export const FIRST_RENDER_WAIT_MS = 300;

/** An open tab re-reads the composition on each navigation and at least this often (issue 35). */
export const COMPOSITION_RECHECK_MS = 180_000;

/** Spec section 9: chunk load time-out (the same value as output.chunkLoadTimeout). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

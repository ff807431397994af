/**
 * The two no-cache files every start reads (env-config.json, composition.json). The entry chunk
 * asks for them before the app's code has loaded (index.ts), so they arrive while React and the
 * shell load and run, instead of after them (about 200-300 ms of a cold /projects on this machine).
 * No imports: the entry chunk stays the federation runtime and this.
 */
export const ENV_CONFIG_URL = '/env-config.json';
export const COMPOSITION_URL = '/composition.json';

const early = new Map<string, Promise<Response>>();
const request = (url: string) => fetch(url, { cache: 'no-store' });

/** Asks for both files now; the bootstrap takes the answers with fetchStartFile. Returns composition.json's. */
export function requestStartFiles(): Promise<Response> {
  for (const url of [ENV_CONFIG_URL, COMPOSITION_URL]) {
    const answer = request(url);
    answer.catch(() => undefined); // a failure is handled (and reported) where the answer is taken
    early.set(url, answer);
  }
  return early.get(COMPOSITION_URL)!;
}

/** The early answer for `url` when there is one (taken once), else a new request. */
export function fetchStartFile(url: string): Promise<Response> {
  const answer = early.get(url);
  early.delete(url);
  return answer ?? request(url);
}

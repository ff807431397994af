// jsdom lacks what react-router's data routers use: TextEncoder/TextDecoder (read on import) and
// Request (built per navigation from the URL and an abort signal; Node's own Request refuses
// jsdom's AbortSignal). Loaded by jest before every front-end test file (setupFiles).
import { TextDecoder, TextEncoder } from 'node:util';

class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | null;

  constructor(input: string | URL, init: RequestInit = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? null;
  }
}

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.Request === 'undefined') Object.assign(globalThis, { Request: NavigationRequest });

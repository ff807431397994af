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

// jsdom has <dialog> without showModal/show/close (the Modal and the navigation drawer use them):
// enough of them for component tests. The top layer, the inert page behind and Escape's cancel
// event are the browser's, and the e2e suites check them in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.open = true;
    },
    showModal(this: HTMLDialogElement) {
      if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
}

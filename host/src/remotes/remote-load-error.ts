/**
 * The three failure types of spec section 8 ("page chunk loading failure"), and a remote the host
 * refused before loading it: built against another shell contract or shared singleton version.
 */
export type LoadFailureType = 'load failure' | 'missing' | 'timeout' | 'incompatible';

/** A remote module that could not be loaded, named by remote, module and failure type. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';

  constructor(
    readonly remote: string,
    readonly module: string,
    readonly failureType: LoadFailureType,
    options?: { cause?: unknown; resource?: string; reason?: string },
  ) {
    super(`${remote} ${module}: ${failureType}${options?.reason ? ` (${options.reason})` : ''}`, { cause: options?.cause });
    this.resource = options?.resource ?? resourceOf(options?.cause);
    this.reason = options?.reason;
  }

  /** The chunk, entry or manifest URL that failed, when known. */
  readonly resource: string | undefined;

  /** Why the host refused the remote (an incompatible one). */
  readonly reason: string | undefined;
}

/** A request answered with an error status: what is decided on it reads `status`, never the message. */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';

  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`HTTP ${status} for ${url}`);
  }
}

interface ChunkLoadError extends Error {
  type: 'missing' | 'timeout' | 'error' | string;
  request?: string;
}

function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError' && 'type' in error;
}

// Module-federation runtime codes and messages meaning "nothing there to load": the remote is
// not registered (RUNTIME_004), does not expose the module (RUNTIME_014, or the container's own
// message), or its manifest answered 404 (the runtime rethrows the retry plugin's HttpStatusError
// as text of its own, without the error: only its message is left to read).
const MISSING = [/RUNTIME_004/, /RUNTIME_014/, /does not exist in container/, /\bHTTP 404\b/];
const TIMEOUT = [/timed? ?out/i];

/**
 * Maps any error met while loading a remote module onto a failure type. webpack's
 * ChunkLoadError says it itself ('missing' when the script ran without registering the chunk,
 * 'timeout', or 'error' for a network or HTTP failure); other errors are read by their message.
 */
export function classifyLoadFailure(error: unknown): LoadFailureType {
  for (const link of causeChain(error)) {
    if (link instanceof RemoteLoadError) return link.failureType;
    if (link instanceof HttpStatusError) return link.status === 404 ? 'missing' : 'load failure';
    if (isChunkLoadError(link)) {
      if (link.type === 'timeout') return 'timeout';
      if (link.type === 'missing') return 'missing';
      return 'load failure';
    }
    const message = link instanceof Error ? link.message : String(link);
    if (TIMEOUT.some((pattern) => pattern.test(message))) return 'timeout';
    if (MISSING.some((pattern) => pattern.test(message))) return 'missing';
  }
  return 'load failure';
}

/**
 * A failure to load code (the remote's module, or a chunk its page loads later), as opposed to a
 * page that crashed while showing: a RemoteLoadError or webpack's ChunkLoadError in the chain.
 */
export function isLoadFailure(error: unknown): boolean {
  for (const link of causeChain(error)) if (link instanceof RemoteLoadError || isChunkLoadError(link)) return true;
  return false;
}

function resourceOf(error: unknown): string | undefined {
  for (const link of causeChain(error)) {
    if (isChunkLoadError(link) && link.request) return link.request;
    if (link instanceof HttpStatusError) return link.url;
    const message = link instanceof Error ? link.message : String(link);
    const url = /https?:\/\/[^\s"'\\]+/.exec(message);
    if (url) return url[0];
  }
  return undefined;
}

function* causeChain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  for (let link = error; link !== undefined && link !== null && !seen.has(link); ) {
    seen.add(link);
    yield link;
    link = link instanceof Error ? link.cause : undefined;
  }
}

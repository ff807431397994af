/**
 * W3C trace context (https://www.w3.org/TR/trace-context/) for API calls: each call starts a
 * trace the API continues down to its SQL, and whose first 8 hex digits are the reference an
 * error dialog shows ("Reference: 4bf92f35"), which finds the API's log lines and spans.
 */
const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export interface TraceContext {
  traceId: string;
  /** The `traceparent` header: version, trace id, this call's span id, sampled. */
  traceparent: string;
}

export function newTraceContext(): TraceContext {
  const traceId = hex(16);
  return { traceId, traceparent: `00-${traceId}-${hex(8)}-01` };
}

/** What a user quotes to support: the trace id's first 8 hex digits. */
export const referenceOf = (traceId: string) => traceId.slice(0, 8);

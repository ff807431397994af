/** The slice of fetch the client needs, so tests can pass a small fake and browsers pass fetch. */
export interface ResponseLike {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  /** Binary bodies (file downloads); fetch's Response has it, small test fakes may not. */
  blob?(): Promise<Blob>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

/** What a failed request says to the user: the API's detail (or title), never an empty text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The request failed.';
}

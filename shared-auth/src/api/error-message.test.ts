import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { errorDialog, errorReference } from './error-message';

const problem = (status: number, code: string, detail?: string) =>
  new ApiError({ status, code, title: code, ...(detail ? { detail } : {}), reference: '4bf92f35' });

describe('errorDialog', () => {
  it("passes the server's message on, with the reference", () => {
    expect(errorDialog(problem(409, 'in-use', 'The brand is used by 3 projects.'))).toEqual({
      message: 'The brand is used by 3 projects.',
      reference: '4bf92f35',
    });
  });

  it.each([
    ['an unexpected 500', problem(500, 'internal-error', 'Something went wrong on our side; please try again later.')],
    ['no answer', new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, title: 'Network error' })],
    ['an answer without detail', problem(502, 'http-502')],
    ['no API call at all', new TypeError('x is undefined')],
  ])('asks for the generic error dialog after %s', (_what, error) => {
    const dialog = errorDialog(error);
    expect(dialog.unexpected).toBe(true);
    expect(dialog.message).toBeUndefined();
  });
});

describe('errorReference', () => {
  it("is the failed request's reference, and none for what was no API call", () => {
    expect(errorReference(problem(404, 'project-not-found', 'No project P-1.'))).toBe('4bf92f35');
    expect(errorReference(new TypeError('x is undefined'))).toBeUndefined();
  });
});

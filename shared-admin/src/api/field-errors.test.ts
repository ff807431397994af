import { ApiError, setMonitoringReporter } from '@ottilia/shared-auth';
import { fieldErrorsOf } from './field-errors';

const refusal = (problem: Record<string, unknown>) =>
  new ApiError({
    status: 400,
    code: 'invalid-request',
    title: 'Bad request',
    detail: 'the detail',
    problem: { status: 400, code: 'invalid-request', title: 'Bad request', ...problem },
  });

describe('fieldErrorsOf', () => {
  it('maps errors[] to form fields, the first message per field winning', () => {
    const error = refusal({
      errors: [
        { field: 'body.name', message: 'is required' },
        { field: 'body.name', message: 'must match pattern' },
        { field: 'body.mainContactEmail', message: 'must be an e-mail address' },
        { field: 'query.page', message: 'must be a number' },
        { nonsense: true },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      name: 'is required',
      mainContactEmail: 'must be an e-mail address',
      'query.page': 'must be a number',
    });
  });

  it("takes a lone field name with the problem's detail", () => {
    expect(fieldErrorsOf(refusal({ field: 'name' }))).toEqual({ name: 'the detail' });
  });

  it("ends each message with the refusal's reference, to quote, and reports the refusal under it", () => {
    const reporter = jest.fn();
    setMonitoringReporter(reporter);
    try {
      const conflict = new ApiError({
        status: 409,
        code: 'duplicate-name',
        title: 'Conflict',
        detail: 'The name is taken.',
        reference: '4bf92f35',
        problem: { status: 409, code: 'duplicate-name', title: 'Conflict', field: 'body.name' },
      });
      expect(fieldErrorsOf(conflict)).toEqual({ name: 'The name is taken. Reference: 4bf92f35' });
      expect(reporter).toHaveBeenCalledWith(expect.objectContaining({ message: '409 duplicate-name' }), {
        area: 'refusal',
        reference: '4bf92f35',
      });
    } finally {
      setMonitoringReporter();
    }
  });

  it('finds nothing in other errors', () => {
    expect(fieldErrorsOf(refusal({}))).toEqual({});
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
  });
});

import { ApiError } from './api-error';
import { setMonitoringReporter } from '../msal/monitoring';
import { reportFieldRefusal } from './refusal-report';

const refusal = (status: number, reference?: string) =>
  new ApiError({
    status,
    code: 'user-exists',
    title: 'Conflict',
    detail: 'ann@northwind.example already has an account.',
    ...(reference ? { reference } : {}),
  });

describe('reportFieldRefusal', () => {
  const reporter = jest.fn();
  beforeEach(() => setMonitoringReporter(reporter));
  afterEach(() => {
    setMonitoringReporter();
    reporter.mockReset();
  });

  it.each([409, 422])("reports a %i under the API's reference, with its status and code only", (status) => {
    reportFieldRefusal(refusal(status, '4bf92f35'));
    expect(reporter).toHaveBeenCalledWith(expect.objectContaining({ name: 'FieldRefusal', message: `${status} user-exists` }), {
      area: 'refusal',
      reference: '4bf92f35',
    });
    // the server's words may name what the user typed: they stay out
    expect(JSON.stringify(reporter.mock.calls[0]![0].message)).not.toContain('northwind');
  });

  it('reports nothing else: another status, no reference, no API answer', () => {
    reportFieldRefusal(refusal(400, '4bf92f35'));
    reportFieldRefusal(refusal(412, '4bf92f35'));
    reportFieldRefusal(refusal(409));
    reportFieldRefusal(new Error('x'));
    expect(reporter).not.toHaveBeenCalled();
  });
});

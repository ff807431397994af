import { conflict } from './problem.js';

describe('Problem', () => {
  it('keeps its standard members when an extra has the same name', () => {
    const body = conflict('project-not-reviewable', 'Approved already.', { status: 'APPROVED', projectStatus: 'APPROVED' }).toBody();
    expect(body).toMatchObject({ status: 409, code: 'project-not-reviewable', detail: 'Approved already.', projectStatus: 'APPROVED' });
  });
});

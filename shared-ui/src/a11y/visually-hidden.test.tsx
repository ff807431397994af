import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('clips its content out of view while it still names a control', () => {
    render(
      <button type="button">
        <VisuallyHidden>Save draft</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.getByText('Save draft')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });
});

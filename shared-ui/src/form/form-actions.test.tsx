import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('submits the form with Save and calls onCancel with Cancel', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onCancel = jest.fn();
    render(
      <form aria-label="Edit" onSubmit={onSubmit}>
        <FormActions saving={false} onCancel={onCancel} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while saving, Save is busy and Cancel is disabled', () => {
    render(<FormActions saving onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('takes other labels and can leave Cancel out', () => {
    const { rerender } = render(<FormActions saving={false} onCancel={jest.fn()} saveLabel="Create" cancelLabel="Back" />);
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    rerender(<FormActions saving={false} onCancel={jest.fn()} showCancel={false} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogActions } from './dialog-actions';

describe('DialogActions', () => {
  it('runs the action or cancels', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    render(<DialogActions cancelLabel="Cancel" onCancel={onCancel} confirmLabel="Add member" onConfirm={onConfirm} busy={false} />);
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while the action runs, it is busy and Cancel is disabled; it can wait for a choice', () => {
    const { rerender } = render(
      <DialogActions cancelLabel="Cancel" onCancel={jest.fn()} confirmLabel="Delete" onConfirm={jest.fn()} busy />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    rerender(
      <DialogActions cancelLabel="Cancel" onCancel={jest.fn()} confirmLabel="Delete" onConfirm={jest.fn()} busy={false} confirmDisabled />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
